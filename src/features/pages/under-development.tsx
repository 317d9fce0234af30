import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useServices } from '@/lib/services'
import { HelpLink } from '@/components/ui/help-link'

/** Documentation and Support: 'This page is under development', 'Contact Us' and 'Back'. */
export function UnderDevelopment({ title }: { title: string }) {
  const { env } = useServices()
  return (
    <Stack gap="5" align="start">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text fontSize="lg">This page is under development</Text>
      <HStack gap="3">
        <Button asChild colorPalette="brand">
          <a href={env.VITE_SOURCE_URL} target="_blank" rel="noopener noreferrer">
            Contact Us
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Back</Link>
        </Button>
      </HStack>
      <HelpLink />
    </Stack>
  )
}
