import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { ReceiptPage } from '@/features/investor/receipt-page'

export const Route = createFileRoute('/dashboard/receipt/$paymentId')({
  beforeLoad: routeOnlyFor('investor'),
  component: function Receipt() {
    const { user } = Route.useRouteContext()
    return <ReceiptPage uid={user.uid} paymentId={Route.useParams().paymentId} />
  },
})
