import { createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/features/auth/auth-layout'
import { SignUpForm } from '@/features/auth/signup-form'
import { signedOutOnly } from './-signed-out'

export const Route = createFileRoute('/signup')({
  beforeLoad: signedOutOnly,
  component: () => (
    <AuthLayout
      title="Create your account"
      subtitle="Raise money for your startup, or invest in one."
    >
      <SignUpForm />
    </AuthLayout>
  ),
})
