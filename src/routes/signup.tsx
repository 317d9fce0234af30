import { createFileRoute, redirect } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'
import { SignUpForm } from '@/features/auth/signup-form'

export const Route = createFileRoute('/signup')({
  beforeLoad: ({ context }) => {
    if (context.auth.getState().user) throw redirect({ to: '/role' })
  },
  component: () => (
    <AuthLayout
      title="Create your account"
      subtitle="Raise money for your startup, or invest in one."
    >
      <SignUpForm />
    </AuthLayout>
  ),
})
