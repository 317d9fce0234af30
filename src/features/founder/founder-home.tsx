import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react'
import { useRecheckStartupState } from '@/api/startups'
import { Link, useRouter } from '@tanstack/react-router'
import { QueryError } from '@/components/feedback/query-error'
import type { StartupState } from '@/domain/startup-state'
import { FounderSummary } from './founder-summary'

/** A founder's home by startup state: loader, the call to publicise, or an error with retry. */
export function FounderHome({ uid, state }: { uid: string; state: StartupState | undefined }) {
  const recheck = useRecheckStartupState(uid)
  const router = useRouter()
  if (state === undefined)
    return (
      <Center py="10">
        <Spinner role="status" aria-label="Loading your startup" />
      </Center>
    )
  if (state === 'error')
    return (
      <QueryError
        title="We couldn't check whether your startup is published."
        error={null}
        onRetry={async () => {
          await recheck()
          await router.invalidate()
        }}
      />
    )
  if (state === 'inactive')
    return (
      <Stack align="center" gap="4" py="10" textAlign="center">
        <Text fontSize="5xl" role="img" aria-label="sad face">
          ☹️
        </Text>
        <Text fontSize="lg">Looks like you haven't published your startup yet.</Text>
        <Button asChild colorPalette="brand">
          <Link to="/dashboard/publicise">Publicise your startup</Link>
        </Button>
      </Stack>
    )
  return <FounderSummary uid={uid} />
}
