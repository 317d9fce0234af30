import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { ColorModeButton } from '@/components/ui/color-mode-button'
import { LogoLink } from '@/components/ui/logo'
import { useAuth } from '@/lib/services'
import { StartupDetail } from './startup-detail'

/**
 * /s/{id}: a startup's page anyone can open, signed in or not, to share: what an investor sees
 * (logo, name, slogan, description, facts, progress) with 'Sign up to invest'. It reads the
 * base contract's public startups/data/{id}, so it works with any server.
 */
export function PublicStartupPage({ id }: { id: string }) {
  const { user } = useAuth()
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px">
        <Flex maxW="6xl" mx="auto" px="4" height="16" align="center" justify="space-between">
          <LogoLink to="/" />
          <HStack gap="2">
            <ColorModeButton />
            <Button asChild size="sm" variant="outline" minH="11">
              {user ? <Link to="/dashboard">Dashboard</Link> : <Link to="/login">Log in</Link>}
            </Button>
          </HStack>
        </Flex>
      </Box>
      {/* Room at the end for the demo's floating notice. */}
      <Container as="main" maxW="6xl" px="4" pt={{ base: '6', md: '10' }} pb="24">
        <StartupDetail id={id} view="public" />
      </Container>
    </Box>
  )
}
