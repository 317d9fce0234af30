import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { GoogleChooser } from '@/features/auth/google-chooser'
import { useServices } from '@/lib/services'

function OpenChooser() {
  const { chooser } = useServices()
  useEffect(() => {
    void chooser.choose()
  }, [chooser])
  return <GoogleChooser />
}

/** The app's root renders the demo's Google chooser this way: its code loads when it opens. */
const meta = {
  title: 'Auth/GoogleChooser',
  component: GoogleChooser,
  parameters: { user: 'signed-out' },
  render: () => <OpenChooser />,
} satisfies Meta<typeof GoogleChooser>
export default meta
type Story = StoryObj<typeof meta>

export const LoadedOnOpen: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose an account' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
