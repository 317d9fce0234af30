import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { expect } from 'storybook/test'
import { ApiError } from '@/api/api-error'
import { QueryState } from '@/components/feedback/query-state'
import { ListSkeleton } from '@/components/feedback/skeletons'

/** A screen's query through QueryState: the placeholder, then the data or the failure. */
function QueryStateDemo({ fails, errorTitle }: { fails: boolean; errorTitle: string }) {
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
      errorTitle={errorTitle}
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

const meta = {
  title: 'Components/Feedback/QueryState',
  component: QueryState,
  args: { errorTitle: "We couldn't load the names." },
  argTypes: { errorTitle: { control: 'text' } },
} satisfies Meta<typeof QueryState>
export default meta
type Story = StoryObj<typeof QueryState>

export const Loaded: Story = {
  render: (args) => <QueryStateDemo fails={false} errorTitle={String(args.errorTitle)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Paani Labs')).toBeVisible()
  },
}
export const Failed: Story = {
  render: (args) => <QueryStateDemo fails errorTitle={String(args.errorTitle)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We couldn't load the names.")).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
