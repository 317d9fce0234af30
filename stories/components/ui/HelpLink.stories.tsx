import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HelpLink } from '@/components/ui/help-link'

const meta = {
  title: 'Components/UI/HelpLink',
  component: HelpLink,
  args: { children: 'Read Help: how investing on Seedling works' },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof HelpLink>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent(String(args.children))
  },
}
export const OtherWords: Story = { args: { children: 'How do codes work?' } }
