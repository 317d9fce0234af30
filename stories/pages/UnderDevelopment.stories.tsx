import { expect, within } from 'storybook/test'
import { UnderDevelopment } from '@/features/pages/under-development'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: UnderDevelopment,
  args: { title: 'Documentation' },
})

export const Documentation = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      args.title,
    )
  },
})
export const Settings = meta.story({ args: { title: 'Settings' } })
