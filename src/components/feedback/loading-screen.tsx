import { Center, Spinner, Stack, Text } from '@chakra-ui/react'
import { LogoMark } from '@/components/ui/logo'

/** The full-screen loading state shown while the app finds out who you are. */
export function LoadingScreen({ label = 'Loading Seedling…' }: { label?: string }) {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <LogoMark size={56} />
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  )
}
