import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { ReviewQueue } from '@/features/operator/review-queue'

/** The operator's review queue (docs/product.md#operators). */
export const Route = createFileRoute('/dashboard/review/')({
  beforeLoad: routeOnlyFor('operator'),
  component: ReviewQueue,
})
