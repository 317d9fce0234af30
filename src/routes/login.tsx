import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'
import { LogInForm } from '@/features/auth/login-form'

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => {
    if (context.auth.getState().user) throw redirect({ to: '/role' })
  },
  component: () => (
    <AuthLayout title="Welcome back" subtitle="Log in to fund startups or follow your raise.">
      <LogInForm />
    </AuthLayout>
  ),
})
