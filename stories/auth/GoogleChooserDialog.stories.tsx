import { useEffect } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { GoogleChooserDialog } from '@/features/auth/google-chooser-dialog'
import { useServices } from '@/lib/services'
import preview from '#.storybook/preview'

function OpenChooser() {
  const { chooser } = useServices()
  useEffect(() => {
    void chooser.choose()
  }, [chooser])
  return <GoogleChooserDialog />
}

/** The demo's stand-in for Google's account chooser. */
const meta = preview.meta({
  title: 'Auth/GoogleChooserDialog',
  component: GoogleChooserDialog,
  parameters: { user: 'signed-out' },
  render: () => <OpenChooser />,
})

export const Open = meta.story({
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose an account' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
})
