import { Skeleton, Stack } from '@chakra-ui/react'

/** Placeholder rows while a list loads, announced to screen readers by `label`. */
export function ListSkeleton({
  label,
  rows = 3,
  height = '16',
}: {
  label: string
  rows?: number
  height?: string
}) {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} rounded="md" />
      ))}
    </Stack>
  )
}
