import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'

/** A guarded screen whose data could not load: what happened, and a retry. */
export function RouteError({ error }: { error: unknown }) {
  const router = useRouter()
  const message = isApiError(error)
    ? error.message
    : 'Something went wrong while loading this screen.'
  return (
    <Center minH="60dvh" px="6" role="alert">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Heading as="h1" size="xl">
          We couldn't load this screen
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Button colorPalette="brand" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </Stack>
    </Center>
  )
}
