import { useQuery } from '@tanstack/react-query'
import { useArgs } from 'storybook/preview-api'
import { expect } from 'storybook/test'
import { ApiError } from '@/api/api-error'
import { QueryState } from '@/components/feedback/query-state'
import { ListSkeleton } from '@/components/feedback/skeletons'
import preview from '#.storybook/preview'

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

/** The story's own render: the query comes from the demo, the error title from the Controls. */
function withArgs(fails: boolean) {
  return function Render() {
    const [{ errorTitle }] = useArgs<{ errorTitle: string }>()
    return <QueryStateDemo fails={fails} errorTitle={errorTitle} />
  }
}

const meta = preview.meta({
  component: QueryState,
  args: { errorTitle: "We couldn't load the names." },
  argTypes: { errorTitle: { control: 'text' } },
})

export const Loaded = meta.story({
  render: withArgs(false),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Paani Labs')).toBeVisible()
  },
})
export const Failed = meta.story({
  render: withArgs(true),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("We couldn't load the names.")).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
})
