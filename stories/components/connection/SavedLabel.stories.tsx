import { expect, within } from 'storybook/test'
import { SavedLabel } from '@/components/connection/saved-label'
import { WithSavedAnswers } from '../../support/pwa-fakes'
import preview from '#.storybook/preview'

/** Remote mode, server unreachable: explore and startup pages show what the device kept. */
const meta = preview.meta({
  component: SavedLabel,
  args: { queryKey: ['startups', 'explore'] },
  argTypes: { queryKey: { control: false } },
})

export const SavedThreeHoursAgo = meta.story({
  render: (args) => (
    <WithSavedAnswers hoursAgo={3}>
      <SavedLabel {...args} />
    </WithSavedAnswers>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Saved 3 hours ago')).toBeVisible()
  },
})
