import { expect, within } from 'storybook/test'
import { EditStartupForm } from '@/features/founder/edit-startup-form'
import preview from '#.storybook/preview'

/** Editing a published startup: after someone invested, the terms are fixed. */
const meta = preview.meta({
  title: 'Founder/EditStartupForm',
  component: EditStartupForm,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06', startupId: 'chai-credit' },
})

export const TermsFixed = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Funds required')).toBeDisabled()
  },
})
