import { createFileRoute } from '@tanstack/react-router'
import { useIdentity } from '@/features/dashboard/identity'
import { UpgradeToPro } from '@/features/pages/upgrade-to-pro'

export const Route = createFileRoute('/dashboard/upgrade-to-pro')({
  component: function UpgradePage() {
    const { user } = Route.useRouteContext()
    const { role } = useIdentity(user.uid)
    return <UpgradeToPro role={role} />
  },
})
