import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** The 404 page of docs/product.md#screens. */
export function NotFound() {
  return (
    <Center minH="100dvh" px="6">
      <Stack align="center" gap="5" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Oops! Page Not Found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="brand">
          <Link to="/">Back To Home</Link>
        </Button>
      </Stack>
    </Center>
  )
}
