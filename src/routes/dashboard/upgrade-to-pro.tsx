import { createFileRoute } from '@tanstack/react-router'
import { UpgradeToPro } from '@/features/pages/upgrade-to-pro'

export const Route = createFileRoute('/dashboard/upgrade-to-pro')({
  component: function UpgradePage() {
    const { role } = Route.useRouteContext()
    return <UpgradeToPro role={role} />
  },
})
