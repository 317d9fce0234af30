import { UpdateFeed } from '@/features/investor/update-feed'
import preview from '#.storybook/preview'

/** The latest updates from the startups the investor funded or follows. */
const meta = preview.meta({
  component: UpdateFeed,
  args: { uid: 'seed-investor-01' },
})

export const Feed = meta.story()
