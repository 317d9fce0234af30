import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/api-error'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retry only what a retry can fix: no answer, timeouts, server faults.
        retry: (count, error) => count < 2 && (!isApiError(error) || error.retryable),
      },
      mutations: { retry: false },
    },
  })
}
