import { ApiError } from '@/api/api-error'
import { RouteError } from '@/components/feedback/route-error'
import preview from '#.storybook/preview'

/** A guarded screen whose loading failed. */
const meta = preview.meta({
  component: RouteError,
  parameters: { layout: 'fullscreen' },
  args: {
    error: new ApiError(
      500,
      'server',
      'Something went wrong on the server. Try again in a moment.',
    ),
  },
  argTypes: { error: { control: false } },
})

export const GuardedScreenFailed = meta.story()
export const SomethingElse = meta.story({ args: { error: new Error('Unexpected') } })
