import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '@/features/pages/help-page'

export const Route = createFileRoute('/he')({
  component: HelpPage,
})
