import { Alert } from '@chakra-ui/react'
import { useServices } from '@/lib/services'
import { useOnline } from './use-online'

/** True when an action needs the server and there is no connection (remote mode only). */
export function useOfflineForServer(): boolean {
  const { env } = useServices()
  const online = useOnline()
  return env.VITE_API_MODE === 'remote' && !online
}

/** Says plainly, in place, that an action needs a connection and that the input is kept. */
export function NeedsConnection({
  action,
  offline: forced,
}: {
  action: string
  offline?: boolean
}) {
  const offline = useOfflineForServer()
  if (!(forced ?? offline)) return null
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You're offline. {action} needs a connection.</Alert.Title>
        <Alert.Description>
          What you entered stays here; try again when you're back online.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
