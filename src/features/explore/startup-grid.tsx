import { Box, SimpleGrid, useBreakpointValue } from '@chakra-ui/react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Startup } from '@/domain/startup'
import { StartupCard } from './startup-card'

/** Lists shorter than this render whole; longer ones render only what is near the screen. */
export const VIRTUALIZE_FROM = 48
const GAP_PX = 16
/** Cards enough to fill any first screen: two rows of three on a wide one. */
const FIRST_SCREEN = 6

/**
 * A card renders again only when its startup does: not for each key typed into the search above
 * the list (which renders the list again until the search settles), nor while the list scrolls.
 */
const Card = memo(StartupCard)

/**
 * The explore cards in one to three columns; virtualized when the list is long. `total` is how
 * many the whole list has (more than `startups` while pages are still to come), and
 * `onNearEnd` asks for more when the last cards near the screen.
 */
export function StartupGrid({
  startups,
  total = startups.length,
  onNearEnd,
}: {
  startups: Startup[]
  total?: number
  onNearEnd?: (() => void) | undefined
}) {
  const columns = useBreakpointValue({ base: 1, md: 2, xl: 3 }) ?? 1
  // The first screenful comes in the first commit; the rest of the page follows in a render
  // that yields to the visitor (and to the browser's first paint of the list). Later changes
  // (search, filter, sort) render whole at once.
  const [whole, setWhole] = useState(false)
  useEffect(() => startTransition(() => setWhole(true)), [])
  const shown = whole ? startups : startups.slice(0, FIRST_SCREEN)
  if (startups.length < VIRTUALIZE_FROM)
    return (
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, xl: 3 }}
        gap="4"
        aria-label="Startups"
      >
        {shown.map((startup) => (
          <li key={startup._id}>
            <Card startup={startup} />
          </li>
        ))}
      </SimpleGrid>
    )
  return <VirtualGrid startups={startups} columns={columns} total={total} onNearEnd={onNearEnd} />
}

/**
 * Thousands of cards without thousands of DOM nodes: the page scrolls as usual, and only the
 * cards near the viewport exist. Each card is a list item in its column (a virtualizer lane),
 * with its position in the whole list for assistive technology.
 */
function VirtualGrid({
  startups,
  columns,
  total,
  onNearEnd,
}: {
  startups: Startup[]
  columns: number
  total: number
  onNearEnd?: (() => void) | undefined
}) {
  const listRef = useRef<HTMLUListElement>(null)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    setOffset(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: startups.length,
    lanes: columns,
    estimateSize: () => 320,
    gap: GAP_PX,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => startups[index]!._id,
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? 0
  // Three rows before the end, the next page is asked for.
  useEffect(() => {
    if (onNearEnd && lastShown >= startups.length - columns * 3) onNearEnd()
  }, [onNearEnd, lastShown, startups.length, columns])
  const width = `calc((100% - ${(columns - 1) * GAP_PX}px) / ${columns})`
  return (
    <Box
      as="ul"
      ref={listRef}
      aria-label="Startups"
      listStyleType="none"
      position="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-setsize={total}
          aria-posinset={item.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: `calc(${item.lane} * (${width} + ${GAP_PX}px))`,
            width,
            transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <Card startup={startups[item.index]!} />
        </li>
      ))}
    </Box>
  )
}
