import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiError } from '@/api/api-error'
import { ErrorScreen } from '@/components/feedback/error-screen'
import { ListSkeleton } from '@/components/feedback/list-skeleton'
import { LoadingScreen } from '@/components/feedback/loading-screen'
import { NotFound } from '@/components/feedback/not-found'
import { QueryError } from '@/components/feedback/query-error'
import { RouteError } from '@/components/feedback/route-error'

const meta = { title: 'Components/Feedback', parameters: { layout: 'fullscreen' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { render: () => <LoadingScreen /> }
export const PageNotFound: Story = { render: () => <NotFound /> }
export const UnexpectedError: Story = {
  render: () => <ErrorScreen error={new Error('Cannot read properties of undefined')} />,
}
export const LoadFailedWithRetry: Story = {
  render: () => (
    <QueryError
      error={new ApiError(0, 'offline', "You're offline. Check your connection and try again.")}
      onRetry={() => undefined}
    />
  ),
}
export const GuardedScreenFailed: Story = {
  render: () => (
    <RouteError
      error={
        new ApiError(500, 'server', 'Something went wrong on the server. Try again in a moment.')
      }
    />
  ),
}
export const LoadingList: Story = { render: () => <ListSkeleton label="Loading fundings" /> }
