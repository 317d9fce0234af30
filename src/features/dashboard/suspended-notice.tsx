import { Alert, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { userQuery } from '@/api/users'
import { useApi } from '@/lib/services'

/**
 * What a suspended account reads at the top of every dashboard screen (operators, an optional
 * extension): why, since when, and what it can no longer do. Nothing for anyone else, or on a
 * server without suspensions.
 */
export function SuspendedNotice({ uid }: { uid: string }) {
  const api = useApi()
  const suspended = useQuery(userQuery(api, uid)).data?.suspended
  if (!suspended) return null
  const since = new Date(suspended.at).toLocaleDateString('en-IN', { dateStyle: 'long' })
  return (
    <Alert.Root status="error" mb="6" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>Your account is suspended</Alert.Title>
        <Alert.Description overflowWrap="anywhere">
          <Text>
            Seedling’s operators suspended it on {since}, saying: “{suspended.reason}”
          </Text>
          <Text mt="2">
            You can still sign in and see your startup and your investments, but you cannot publish,
            invest, ask questions or report until the suspension is lifted. If you think this is a
            mistake,{' '}
            <ChakraLink asChild fontWeight="semibold">
              <Link to="/dashboard/support">ask for help</Link>
            </ChakraLink>
            .
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
