import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { Greeting } from '@/features/dashboard/greeting'
import { ExploreList } from '@/features/explore/explore-list'
import { FounderHome } from '@/features/founder/founder-home'

export const Route = createFileRoute('/dashboard/')({
  component: DashboardHome,
})

function DashboardHome() {
  const { user, role, startupState } = Route.useRouteContext()
  return (
    <Stack gap="8">
      <Greeting name={user.displayName || user.email || 'there'} />
      {role === 'investor' ? <ExploreList /> : <FounderHome uid={user.uid} state={startupState} />}
    </Stack>
  )
}
