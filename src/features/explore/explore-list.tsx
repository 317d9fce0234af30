import { Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { exploreQuery, startupKeys } from '@/api/startups'
import { SavedLabel } from '@/components/connection/saved-label'
import { useApi } from '@/lib/services'
import { QueryState } from '@/components/feedback/query-state'
import { GridSkeleton } from '@/components/feedback/skeletons'
import { exploreView, type ExploreSearch } from '@/domain/explore'
import { rememberExploreSearch } from '@/lib/explore-return'
import { ExploreControls } from './explore-controls'
import { StartupGrid } from './startup-grid'

/** Every published startup, one card each, with search, domain filter and sort. */
export function ExploreList({
  search,
  onSearchChange,
}: {
  search: ExploreSearch
  onSearchChange: (next: ExploreSearch) => void
}) {
  const api = useApi()
  const explore = useQuery(exploreQuery(api))
  useEffect(() => rememberExploreSearch(search), [search])
  const view = useMemo(
    () => (explore.data ? exploreView(explore.data, search) : []),
    [explore.data, search],
  )
  return (
    <Stack gap="4" as="section" aria-labelledby="explore-heading">
      <Heading as="h2" size="lg" id="explore-heading">
        Explore startups
      </Heading>
      <ExploreControls search={search} onChange={onSearchChange} />
      <SavedLabel queryKey={startupKeys.explore()} />
      <QueryState
        query={explore}
        pending={
          <GridSkeleton
            label="Loading startups"
            count={6}
            height="64"
            columns={{ base: 1, md: 2, xl: 3 }}
          />
        }
        errorTitle="We couldn't load the startups."
      >
        {(startups) =>
          startups.length === 0 ? (
            <Text color="fg.muted">No startups have been published yet. Check back soon.</Text>
          ) : view.length === 0 ? (
            <Text color="fg.muted">No startups match your search. Try another name or domain.</Text>
          ) : (
            <StartupGrid startups={view} />
          )
        }
      </QueryState>
    </Stack>
  )
}
