import { Box, SimpleGrid, useBreakpointValue } from '@chakra-ui/react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, useLayoutEffect, useRef, useState } from 'react'
import type { Startup } from '@/domain/startup'
import { StartupCard } from './startup-card'

/** Lists shorter than this render whole; longer ones render only what is near the screen. */
export const VIRTUALIZE_FROM = 48
const GAP_PX = 16

/** Cards already on screen do not render again while the list scrolls. */
const Card = memo(StartupCard)

/** The explore cards in one to three columns; virtualized when the list is long. */
export function StartupGrid({ startups }: { startups: Startup[] }) {
  const columns = useBreakpointValue({ base: 1, md: 2, xl: 3 }) ?? 1
  if (startups.length < VIRTUALIZE_FROM)
    return (
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2, xl: 3 }}
        gap="4"
        aria-label="Startups"
      >
        {startups.map((startup) => (
          <li key={startup._id}>
            <StartupCard startup={startup} />
          </li>
        ))}
      </SimpleGrid>
    )
  return <VirtualGrid startups={startups} columns={columns} />
}

/**
 * Thousands of cards without thousands of DOM nodes: the page scrolls as usual, and only the
 * cards near the viewport exist. Each card is a list item in its column (a virtualizer lane),
 * with its position in the whole list for assistive technology.
 */
function VirtualGrid({ startups, columns }: { startups: Startup[]; columns: number }) {
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
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-setsize={startups.length}
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
