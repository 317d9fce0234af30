import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { OperatorAccounts } from '@/features/operator/operator-accounts'

/** The operators' accounts page: find, suspend, lift (docs/product.md#operators). */
export const Route = createFileRoute('/dashboard/accounts')({
  validateSearch: (search: Record<string, unknown>): { find?: string } =>
    typeof search.find === 'string' && search.find.trim()
      ? { find: search.find.trim().slice(0, 320) }
      : {},
  beforeLoad: routeOnlyFor('operator'),
  component: function AccountsPage() {
    return <OperatorAccounts find={Route.useSearch().find ?? ''} />
  },
})
