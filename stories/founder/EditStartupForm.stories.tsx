import { expect, within } from 'storybook/test'
import { EditStartupForm } from '@/features/founder/edit-startup-form'
import preview from '#.storybook/preview'

/** Editing a published startup: after someone invested, the terms are fixed. */
const meta = preview.meta({
  component: EditStartupForm,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06', startupId: 'chai-credit' },
})

/** The terms are fixed; the description's Markdown is previewed, as on the publicise form. */
export const TermsFixed = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Funds required')).toBeDisabled()
    const preview = canvas.getByRole('region', { name: 'Description preview' })
    await expect(
      within(preview).getByRole('heading', { name: 'Loans from ₹5,000, approved in minutes' }),
    ).toBeVisible()
  },
})
