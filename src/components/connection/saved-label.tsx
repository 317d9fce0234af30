import { HStack, Text } from '@chakra-ui/react'
import { hashKey, onlineManager, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useServices } from '@/lib/services'
import { savedAgoText } from '@/domain/format'

const noop = () => () => undefined
const RETRY_EVERY_MS = 30_000

/**
 * 'Saved 3 hours ago' above data shown from the device because the network or the server
 * failed. While it shows, the data is fetched again when the server can be reached again (the
 * app's one online signal, `onlineManager`) and every 30 seconds, and the label goes once fresh
 * data arrives.
 */
export function SavedLabel({ queryKey }: { queryKey: QueryKey }) {
  const ages = useServices().savedAges
  const savedAt = useSyncExternalStore(
    ages?.subscribe ?? noop,
    () => ages?.savedAt(queryKey) ?? null,
    () => null,
  )
  if (savedAt === null) return null
  // Keyed by the time, so a newer saved answer starts its own clock.
  return <SavedAge key={savedAt} savedAt={savedAt} queryKey={queryKey} />
}

function SavedAge({ savedAt, queryKey }: { savedAt: number; queryKey: QueryKey }) {
  const queryClient = useQueryClient()
  const [now, setNow] = useState(() => Date.now())
  // By hash: callers pass a new array on every render, and the timer must not restart then.
  const queryHash = hashKey(queryKey)

  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.queryHash === queryHash })
    const tick = setInterval(() => {
      setNow(Date.now())
      refresh()
    }, RETRY_EVERY_MS)
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) refresh()
    })
    return () => {
      clearInterval(tick)
      unsubscribe()
    }
  }, [queryClient, queryHash])

  return (
    <HStack role="status" gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
      <History size={16} aria-hidden="true" />
      <Text fontWeight="medium">{savedAgoText(savedAt, now)}</Text>
      <Text>— the server can't be reached, so this is what your device kept.</Text>
    </HStack>
  )
}
