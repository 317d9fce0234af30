import { expect, within } from 'storybook/test'
import { EmptyNote } from '@/components/feedback/empty-note'
import preview from '#.storybook/preview'

/** What a list says when it has nothing in it. */
const meta = preview.meta({
  component: EmptyNote,
  args: { children: 'Nothing is waiting for review. New listings appear here.' },
  argTypes: { children: { control: 'text' } },
})

export const Short = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Nothing is waiting/)).toBeVisible()
  },
})
export const ShortDark = meta.story({ globals: { theme: 'dark' } })
/** Two sentences wrap on a phone. */
export const Long = meta.story({
  args: {
    children:
      'Nothing yet. You are told here when something happens to your questions, your startups or your startup, and each entry leads to where it happened.',
  },
})
