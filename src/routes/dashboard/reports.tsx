import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { ReportQueue } from '@/features/operator/report-queue'

/** The operator's report queue (docs/product.md#operators). */
export const Route = createFileRoute('/dashboard/reports')({
  beforeLoad: routeOnlyFor('operator'),
  component: ReportQueue,
})
