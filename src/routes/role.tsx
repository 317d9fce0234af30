import { createFileRoute, redirect } from '@tanstack/react-router'
import { RolePicker } from '@/features/role/role-picker'
import { signedInRecord, splashWhileChecking } from './-signed-in'

export const Route = createFileRoute('/role')({
  beforeLoad: async ({ context }) => {
    const { record } = await signedInRecord(context, { fresh: true, toHome: true })
    if (record.exists) throw redirect({ to: '/dashboard' })
  },
  ...splashWhileChecking,
  component: RolePicker,
})
