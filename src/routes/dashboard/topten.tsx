import { createFileRoute } from '@tanstack/react-router'
import { onlyFor } from '@/features/dashboard/guards'
import { identityFrom } from '@/features/dashboard/identity'
import { TopTen } from '@/features/investor/top-ten'

export const Route = createFileRoute('/dashboard/topten')({
  beforeLoad: ({ context }) =>
    onlyFor(identityFrom(context.queryClient, context.user.uid), 'investor'),
  component: TopTen,
})
