import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryError } from './query-error'

/**
 * The one way a screen shows a query: its placeholder while it loads, the failure with a retry,
 * then the data. Screens write what the data looks like, not the ladder around it.
 */
export function QueryState<T>({
  query,
  pending,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>
  pending: ReactNode
  errorTitle?: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return pending
  if (query.isError)
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        {...(errorTitle ? { title: errorTitle } : {})}
      />
    )
  return children(query.data)
}
