import { Button, Center, Code, Heading, Stack, Text } from '@chakra-ui/react'

/**
 * A whole screen for an error: what happened, the error's own words and 'Try again' (`reset`,
 * or a reload). By default the root error boundary's screen ('Unexpected Application Error!').
 */
export function ErrorScreen({
  error,
  reset,
  title = 'Unexpected Application Error!',
  description = 'Something broke on this screen. Your data is safe.',
}: {
  error: unknown
  reset?: () => void
  title?: string
  description?: string
}) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <Center minH="100dvh" px="6" role="alert">
      <Stack align="center" gap="4" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        {message && (
          <Code whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message}
          </Code>
        )}
        <Button
          size="lg"
          colorPalette="brand"
          onClick={() => (reset ? reset() : window.location.reload())}
        >
          Try again
        </Button>
      </Stack>
    </Center>
  )
}
