import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { TopTen } from '@/features/investor/top-ten'

export const Route = createFileRoute('/dashboard/topten')({
  beforeLoad: ({ context }) => onlyFor(context, 'investor'),
  component: TopTen,
})
