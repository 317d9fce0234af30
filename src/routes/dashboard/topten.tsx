import { createFileRoute } from '@tanstack/react-router'
import { routeOnlyFor } from '@/features/dashboard/guards'
import { TopTen } from '@/features/investor/top-ten'

export const Route = createFileRoute('/dashboard/topten')({
  beforeLoad: routeOnlyFor('investor'),
  component: TopTen,
})
