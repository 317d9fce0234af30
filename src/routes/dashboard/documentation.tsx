import { createFileRoute } from '@tanstack/react-router'
import { UnderDevelopment } from '@/features/pages/under-development'

export const Route = createFileRoute('/dashboard/documentation')({
  component: () => <UnderDevelopment title="Documentation" />,
})
