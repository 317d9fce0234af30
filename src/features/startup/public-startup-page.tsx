import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startupKeys, startupQuery } from '@/api/startups'
import { ColorModeButton } from '@/components/ui/color-mode-button'
import { LogoLink } from '@/components/ui/logo'
import { useApi, useAuth } from '@/lib/services'
import { StartupDetail } from './startup-detail'

/**
 * The startup an address names (its slug, or its id), and the id its page reads the rest by.
 * An address that is not the startup's readable one (an old link by id) is replaced by it, so
 * what is copied from the address bar is the readable link.
 */
function useAddressedStartup(address: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const startup = useQuery(startupQuery(api, address)).data
  const id = startup?._id ?? address
  // The page reads the startup by its id: it has it already.
  if (startup && id !== address && queryClient.getQueryData(startupKeys.one(id)) === undefined)
    queryClient.setQueryData(startupKeys.one(id), startup)
  const readable = startup?.slug
  useEffect(() => {
    if (readable && readable !== address)
      void navigate({ to: '/s/$id', params: { id: readable }, replace: true })
  }, [readable, address, navigate])
  return id
}

/**
 * /s/{slug} (or /s/{id}): a startup's page anyone can open, signed in or not, to share: what an
 * investor sees (logo, name, slogan, description, facts, progress) with 'Sign up to invest'. It
 * reads the base contract's public startups/data/{id}, so it works with any server.
 */
export function PublicStartupPage({ id: address }: { id: string }) {
  const { user } = useAuth()
  const id = useAddressedStartup(address)
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
