import { createFileRoute, redirect } from '@tanstack/react-router'
import { shortcutTarget } from '@/features/dashboard/guards'
import { identityFrom } from '@/features/dashboard/identity'

/** An installed app's shortcut (Funded, Growth): the screen when this person has it. */
export const Route = createFileRoute('/dashboard/go/$place')({
  beforeLoad: ({ context, params }) => {
    throw redirect({
      to: shortcutTarget(identityFrom(context.queryClient, context.user.uid), params.place),
      replace: true,
    })
  },
})
