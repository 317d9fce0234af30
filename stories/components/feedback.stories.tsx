import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { expect } from 'storybook/test'
import { ApiError } from '@/api/api-error'
import { ErrorScreen } from '@/components/feedback/error-screen'
import { QueryState } from '@/components/feedback/query-state'
import { GridSkeleton, ListSkeleton } from '@/components/feedback/skeletons'
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
export const LoadingGrid: Story = {
  render: () => (
    <GridSkeleton
      label="Loading startups"
      count={6}
      height="64"
      columns={{ base: 1, md: 2, xl: 3 }}
    />
  ),
}

/** A screen's query through QueryState: the placeholder, then the data or the failure. */
function QueryStateDemo({ fails }: { fails: boolean }) {
  const query = useQuery({
    queryKey: ['story', 'query-state', fails],
    queryFn: async () => {
      if (fails) throw new ApiError(503, 'server', 'Something went wrong on the server.')
      return ['Krishi Connect', 'Paani Labs']
    },
    retry: false,
  })
  return (
    <QueryState
      query={query}
      pending={<ListSkeleton label="Loading names" />}
      errorTitle="We couldn't load the names."
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
export const QueryStateLoaded: Story = {
  render: () => <QueryStateDemo fails={false} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Paani Labs')).toBeVisible()
  },
}
export const QueryStateFailed: Story = {
  render: () => <QueryStateDemo fails />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We couldn't load the names.")).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
