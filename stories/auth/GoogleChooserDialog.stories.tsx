import { GoogleChooserDialog } from '@/features/auth/google-chooser-dialog'
import { chooserShows, openedChooser } from '../support/chooser'
import preview from '#.storybook/preview'

/** The demo's stand-in for Google's account chooser. */
const meta = preview.meta({
  component: GoogleChooserDialog,
  parameters: { user: 'signed-out' },
  render: openedChooser(GoogleChooserDialog),
})

export const Open = meta.story({ play: chooserShows })
