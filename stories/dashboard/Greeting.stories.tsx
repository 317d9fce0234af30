import { expect, within } from 'storybook/test'
import { Greeting } from '@/features/dashboard/greeting'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: Greeting,
  args: { name: 'Meera Shah' },
})

export const Morning = meta.story({
  args: { now: new Date('2026-11-22T09:00:00') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Good morning, Meera Shah',
    )
  },
})
export const Afternoon = meta.story({ args: { now: new Date('2026-11-22T14:00:00') } })
export const Evening = meta.story({ args: { now: new Date('2026-11-22T20:00:00') } })
