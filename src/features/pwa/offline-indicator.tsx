import { Box, HStack, Text } from '@chakra-ui/react'
import { WifiOff } from 'lucide-react'
import { useServices } from '@/lib/services'
import { useOnline } from '@/components/connection/use-online'

/** Says plainly when the device is offline, and what that means in this mode. */
export function OfflineIndicator({ online: forced }: { online?: boolean }) {
  const { env } = useServices()
  const online = useOnline()
  if (forced ?? online) return null
  const demo = env.VITE_API_MODE === 'demo'
  return (
    <Box
      role="status"
      alignSelf="center"
      width="fit-content"
      maxW="full"
      pointerEvents="auto"
      bg="gray.900"
      color="white"
      rounded="full"
      px="4"
      py="1.5"
      shadow="md"
    >
      <HStack gap="2" fontSize="sm">
        <WifiOff size={16} aria-hidden="true" />
        <Text>
          {demo
            ? "You're offline. The demo keeps working on this device."
            : "You're offline. Investing and publicising need a connection."}
        </Text>
      </HStack>
    </Box>
  )
}
