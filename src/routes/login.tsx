import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'
import { LogInForm } from '@/features/auth/login-form'
import { signedOutOnly } from './-signed-out'

export const Route = createFileRoute('/login')({
  beforeLoad: signedOutOnly,
  component: () => (
    <AuthLayout title="Welcome back" subtitle="Log in to fund startups or follow your raise.">
      <LogInForm />
    </AuthLayout>
  ),
})
