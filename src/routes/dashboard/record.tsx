import { createFileRoute } from '@tanstack/react-router'
import { logFilterSchema, type LogFilter } from '@/domain/operating'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { OperatorRecord } from '@/features/operator/operator-record'

/** The operators' record, narrowed by one thing or one operator (docs/product.md#operators). */
export const Route = createFileRoute('/dashboard/record')({
  validateSearch: (search: Record<string, unknown>): LogFilter => {
    const parsed = logFilterSchema.safeParse({
      thing: typeof search.thing === 'string' ? search.thing : undefined,
      operator: typeof search.operator === 'string' ? search.operator : undefined,
    })
    return parsed.success ? parsed.data : {}
  },
  beforeLoad: routeOnlyFor('operator'),
  component: function RecordPage() {
    return <OperatorRecord filter={Route.useSearch()} />
  },
})
