import { expect, within } from 'storybook/test'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Loading Seedling…' },
})

export const Loading = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(String(args.label))
  },
})
