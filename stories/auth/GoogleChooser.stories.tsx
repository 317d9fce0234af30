import { useEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { GoogleChooser } from '@/features/auth/google-chooser'
import { useServices } from '@/lib/services'
import preview from '#.storybook/preview'

function OpenChooser() {
  const { chooser } = useServices()
  useEffect(() => {
    void chooser.choose()
  }, [chooser])
  return <GoogleChooser />
}

/** The app's root renders the demo's Google chooser this way: its code loads when it opens. */
const meta = preview.meta({
  title: 'Auth/GoogleChooser',
  component: GoogleChooser,
  parameters: { user: 'signed-out' },
  render: () => <OpenChooser />,
})

export const LoadedOnOpen = meta.story({
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose an account' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
})
