import { expect, fn, userEvent, within } from 'storybook/test'
import { ApiError } from '@/api/api-error'
import { QueryError } from '@/components/feedback/query-error'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: QueryError,
  args: {
    error: new ApiError(0, 'offline', "You're offline. Check your connection and try again."),
    onRetry: fn(),
    title: "We couldn't load this.",
  },
  argTypes: { error: { control: false }, title: { control: 'text' } },
})

export const LoadFailedWithRetry = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
})
export const ServerFailed = meta.story({
  args: { error: new ApiError(503, 'server', 'Something went wrong on the server.') },
})
