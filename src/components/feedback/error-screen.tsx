import { Button, Center, Code, Heading, Stack, Text } from '@chakra-ui/react'

/** The root error boundary's screen ('Unexpected Application Error!'). */
export function ErrorScreen({ error, reset }: { error: unknown; reset?: () => void }) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <Center minH="100dvh" px="6">
      <Stack align="center" gap="4" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Text color="fg.muted">Something broke on this screen. Your data is safe.</Text>
        {message && <Code whiteSpace="pre-wrap">{message}</Code>}
        <Button colorPalette="brand" onClick={() => (reset ? reset() : window.location.reload())}>
          Try again
        </Button>
      </Stack>
    </Center>
  )
}
