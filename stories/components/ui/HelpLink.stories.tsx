import { expect, within } from 'storybook/test'
import { HelpLink } from '@/components/ui/help-link'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: HelpLink,
  args: { children: 'Read Help: how investing on Seedling works' },
  argTypes: { children: { control: 'text' } },
})

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(String(args.children))
  },
})
export const OtherWords = meta.story({ args: { children: 'How do codes work?' } })
