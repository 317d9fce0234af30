import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useServices } from '@/app/services'
import { withToaster } from '@/components/ui/toaster-host'

/** Says on every screen of a demo build that the money is simulated, with 'Reset demo data'. */
export function DemoNotice() {
  const { resetDemo } = useServices()
  const queryClient = useQueryClient()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!resetDemo) return null

  const reset = async () => {
    setBusy(true)
    try {
      await resetDemo()
      queryClient.clear()
      await router.invalidate()
      withToaster((toaster) =>
        toaster.success({
          title: 'Demo data reset',
          description: 'Every startup and payment is back to the start.',
        }),
      )
    } catch {
      withToaster((toaster) =>
        toaster.error({
          title: "Couldn't reset the demo data",
          description: 'Reload the page and try again.',
        }),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      as="aside"
      aria-label="Demo notice"
      position="fixed"
      insetInlineStart="2"
      bottom="2"
      zIndex="banner"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="sm"
      px="3"
      py="1"
      maxW="calc(100vw - 1rem)"
    >
      <HStack gap="2" fontSize="xs" flexWrap="wrap">
        <Text color="fg.muted">Demo — simulated money, not an offer of securities</Text>
        <Button size="2xs" variant="outline" onClick={reset} loading={busy}>
          Reset demo data
        </Button>
      </HStack>
    </Box>
  )
}
