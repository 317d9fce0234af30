import { SimpleGrid, Skeleton, Stack, type SimpleGridProps } from '@chakra-ui/react'

/** Placeholder blocks while something loads, announced to screen readers by `label`. */
export function ListSkeleton({
  label,
  rows = 3,
  height = '16',
  heights,
}: {
  label: string
  rows?: number
  height?: string
  /** One block of each height instead of `rows` of the same (a page's outline). */
  heights?: string[]
}) {
  const blocks = heights ?? Array.from({ length: rows }, () => height)
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={label}>
      {blocks.map((h, i) => (
        <Skeleton key={i} height={h} rounded="md" />
      ))}
    </Stack>
  )
}

/** Placeholder cards in the grid a list of startups will fill. */
export function GridSkeleton({
  label,
  count,
  height,
  columns,
}: {
  label: string
  count: number
  height: string
  columns: SimpleGridProps['columns']
}) {
  return (
    <SimpleGrid columns={columns} gap="4" aria-busy="true" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} rounded="lg" />
      ))}
    </SimpleGrid>
  )
}
