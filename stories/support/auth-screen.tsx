import type { Decorator } from '@storybook/react-vite'
import { AuthLayout } from '@/features/auth/auth-layout'

/** Shows an auth form inside the auth screens' layout, with the heading its route gives it. */
export const inAuthLayout =
  (title: string, subtitle: string): Decorator =>
  (Story) => (
    <AuthLayout title={title} subtitle={subtitle}>
      {Story()}
    </AuthLayout>
  )
