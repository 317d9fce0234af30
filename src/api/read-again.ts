import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * After a write: marks what the write changed as stale, and reads again those of its queries a
 * screen shows. Settles once they are read, so a mutation that returns it stays pending until
 * the screen shows the new figures. A key left out (`undefined`) is skipped.
 */
export const readAgain = (queryClient: QueryClient, ...keys: (QueryKey | undefined)[]) =>
  Promise.all(keys.map((queryKey) => queryKey && queryClient.invalidateQueries({ queryKey })))
