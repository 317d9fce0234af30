import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { explorePagesQuery, startupKeys } from '@/api/startups'
import { SavedLabel } from '@/components/connection/saved-label'
import { useApi } from '@/lib/services'
import { QueryState } from '@/components/feedback/query-state'
import { GridSkeleton } from '@/components/feedback/skeletons'
import type { ExploreSearch } from '@/domain/explore'
import { formatIndianNumber } from '@/domain/format'
import { rememberExploreSearch } from '@/lib/explore-return'
import { userQuery } from '@/api/users'
import type { Startup } from '@/domain/startup'
import { FollowingList } from './following-list'
import { ExploreControls, withoutFilters } from './explore-controls'
import { StartupGrid } from './startup-grid'

/** How long typing may pause before the search is asked of the server. */
const SEARCH_PAUSE_MS = 150

/** The search as it was `ms` ago at the latest: the list follows typing without a request a key. */
function useSettled(search: ExploreSearch, ms: number): ExploreSearch {
  const [settled, setSettled] = useState(search)
  useEffect(() => {
    // A new domain or sort shows at once; only the typed words wait for a pause.
    const wait = search.q === settled.q ? 0 : ms
    const timer = setTimeout(() => setSettled(search), wait)
    return () => clearTimeout(timer)
  }, [search, settled.q, ms])
  return settled
}

function useExplorePages(view: ExploreSearch) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useInfiniteQuery({
    ...explorePagesQuery(api, queryClient, view),
    // The previous view stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
}

/**
 * Every published startup, one card each, with search, domain filter and sort. Against a server
 * that pages explore, the list grows a page at a time as it scrolls; against one that does not,
 * every startup arrives at once and the view is made on the device.
 */
export function ExploreList({
  search,
  onSearchChange,
  uid,
}: {
  search: ExploreSearch
  onSearchChange: (next: ExploreSearch) => void
  /** The investor looking, for the 'Following' view (optional extension). */
  uid?: string | undefined
}) {
  const api = useApi()
  const view = useSettled(search, SEARCH_PAUSE_MS)
  const explore = useExplorePages(view)
  useEffect(() => rememberExploreSearch(search), [search])
  const startups = useMemo(
    () => explore.data?.pages.flatMap((page) => page.startups) ?? [],
    [explore.data],
  )
  const total = explore.data?.pages[0]?.total ?? 0
  const record = useQuery({ ...userQuery(api, uid ?? ''), enabled: Boolean(uid) })
  const canFollow = Boolean(uid && record.data?.following)
  return (
    <Stack gap="4" as="section" aria-labelledby="explore-heading">
      <Heading as="h2" size="lg" id="explore-heading">
        Explore startups
      </Heading>
      <ExploreControls
        search={search}
        onChange={onSearchChange}
        closingDates={startups.some((startup) => startup.closesOn !== undefined)}
        canFollow={canFollow}
      />
      {/* 'Following' where the server keeps follows; on one that does not, every startup. */}
      {search.following && uid && (record.isPending || canFollow) ? (
        <FollowingList uid={uid} view={view} />
      ) : (
        <AllStartups
          explore={explore}
          view={view}
          startups={startups}
          total={total}
          onClear={() => onSearchChange(withoutFilters(search))}
        />
      )}
    </Stack>
  )
}

/** Every startup of the view, a page at a time where the server pages. */
function AllStartups({
  explore,
  view,
  startups,
  total,
  onClear,
}: {
  explore: ReturnType<typeof useExplorePages>
  view: ExploreSearch
  startups: Startup[]
  total: number
  /** Back to every startup: the search and the domain cleared (the sort stays). */
  onClear: () => void
}) {
  const filtered = Boolean(view.q?.trim() || view.domain)
  return (
    <>
      <SavedLabel queryKey={startupKeys.explorePage(view, 0)} />
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
        {() =>
          total === 0 && !filtered ? (
            <Text color="fg.muted">No startups have been published yet. Check back soon.</Text>
          ) : total === 0 ? (
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted">
                No startups match your search. Try another name or domain.
              </Text>
              <Button variant="outline" size="sm" minH="11" onClick={onClear}>
                Clear filters
              </Button>
            </Stack>
          ) : (
            <Stack gap="4">
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {total === 1 ? '1 startup' : `${formatIndianNumber(total)} startups`}
              </Text>
              <StartupGrid
                startups={startups}
                total={total}
                onNearEnd={
                  explore.hasNextPage && !explore.isFetchingNextPage
                    ? () => void explore.fetchNextPage()
                    : undefined
                }
              />
              {explore.hasNextPage && (
                <MoreStartups
                  loading={explore.isFetchingNextPage}
                  onMore={() => void explore.fetchNextPage()}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
    </>
  )
}

/**
 * 'Show more startups' under a paged list: it loads the next page by itself when it scrolls
 * into view, and stays a button for keyboards and for anyone who gets there first.
 */
function MoreStartups({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  const more = useEffectEvent(onMore)
  // Observed anew after each page: a button still in view after a load asks for the next.
  useEffect(() => {
    if (loading) return
    const button = ref.current
    if (!button || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(button)
    return () => observer.disconnect()
  }, [loading])
  return (
    <HStack justify="center">
      <Button ref={ref} variant="outline" loading={loading} onClick={onMore} minH="11">
        Show more startups
      </Button>
    </HStack>
  )
}
