import { GoogleChooser } from '@/features/auth/google-chooser'
import { chooserShows, openedChooser } from '../support/chooser'
import preview from '#.storybook/preview'

/** The app's root renders the demo's Google chooser this way: its code loads when it opens. */
const meta = preview.meta({
  component: GoogleChooser,
  parameters: { user: 'signed-out' },
  render: openedChooser(GoogleChooser),
})

export const LoadedOnOpen = meta.story({ play: chooserShows })
