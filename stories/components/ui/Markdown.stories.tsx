import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Markdown } from '@/components/ui/markdown'

/** A startup's description and updates: markdown, with unsafe links left as text. */
const meta = {
  title: 'Components/UI/Markdown',
  component: Markdown,
  args: {
    children:
      '## Why now\n\n- **1,200** farms\n- 31% less water\n\n[Our site](https://example.com) · [bad](javascript:alert(1))',
  },
  argTypes: { children: { control: 'text' } },
} satisfies Meta<typeof Markdown>
export default meta
type Story = StoryObj<typeof meta>

export const Description: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Why now' })).toBeVisible()
    for (const link of canvas.queryAllByRole('link'))
      await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
  },
}
