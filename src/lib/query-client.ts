import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/api-error'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Always ask: the demo backend runs on the device, and in remote mode the API client
        // falls back to saved answers; a paused query would only show a skeleton offline.
        networkMode: 'always',
        // Retry only what a retry can fix: no answer, timeouts, server faults.
        retry: (count, error) => count < 2 && (!isApiError(error) || error.retryable),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
