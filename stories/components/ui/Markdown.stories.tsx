import { expect, within } from 'storybook/test'
import { Markdown } from '@/components/ui/markdown'
import preview from '#.storybook/preview'

/** A startup's description and updates: markdown, with unsafe links left as text. */
const meta = preview.meta({
  component: Markdown,
  args: {
    children:
      '## Why now\n\n- **1,200** farms\n- 31% less water\n\n[Our site](https://example.com) · [bad](javascript:alert(1))',
  },
  argTypes: { children: { control: 'text' } },
})

export const Description = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Why now' })).toBeVisible()
    for (const link of canvas.queryAllByRole('link'))
      await expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
  },
})
