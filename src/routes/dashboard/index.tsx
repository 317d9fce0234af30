import { Stack } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { parseExploreSearch } from '@/domain/explore'
import { Greeting } from '@/features/dashboard/greeting'
import { useIdentity } from '@/features/dashboard/identity'
import { ExploreList } from '@/features/explore/explore-list'
import { FounderHome } from '@/features/founder/founder-home'
import { Notices } from '@/features/investor/notices'
import { OperatorHome } from '@/features/operator/operator-home'
import { UpdateFeed } from '@/features/investor/update-feed'

export const Route = createFileRoute('/dashboard/')({
  validateSearch: parseExploreSearch,
  component: DashboardHome,
})

function DashboardHome() {
  const { user } = Route.useRouteContext()
  const { role, startupState } = useIdentity(user.uid)
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <Stack gap="8">
      <Greeting name={user.displayName || user.email || 'there'} />
      {role === 'investor' ? (
        <>
          <Notices uid={user.uid} />
          <UpdateFeed uid={user.uid} />
          <ExploreList
            uid={user.uid}
            search={search}
            onSearchChange={(next) => void navigate({ search: next, replace: true })}
          />
        </>
      ) : role === 'operator' ? (
        <OperatorHome />
      ) : (
        <FounderHome uid={user.uid} state={startupState} />
      )}
    </Stack>
  )
}
