import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EditStartupForm } from '@/features/founder/edit-startup-form'

/** Editing a published startup: after someone invested, the terms are fixed. */
const meta = {
  title: 'Founder/EditStartupForm',
  component: EditStartupForm,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06', startupId: 'chai-credit' },
} satisfies Meta<typeof EditStartupForm>
export default meta
type Story = StoryObj<typeof meta>

export const TermsFixed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Funds required')).toBeDisabled()
  },
}
