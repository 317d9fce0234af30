import { expect, within } from 'storybook/test'
import { GridSkeleton, ListSkeleton } from '@/components/feedback/skeletons'
import preview from '#.storybook/preview'

/** What a list or a grid shows while it loads, named for assistive technology. */
const meta = preview.meta({
  component: ListSkeleton,
  subcomponents: { GridSkeleton },
  args: { label: 'Loading fundings', rows: 3 },
  argTypes: { rows: { control: { type: 'range', min: 1, max: 8 } } },
})

export const LoadingList = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName('Loading fundings')
  },
})
export const LoadingGrid = meta.story({
  render: () => (
    <GridSkeleton
      label="Loading startups"
      count={6}
      height="64"
      columns={{ base: 1, md: 2, xl: 3 }}
    />
  ),
})
