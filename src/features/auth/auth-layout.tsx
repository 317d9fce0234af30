import { Box, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ColorModeButton } from '@/components/ui/color-mode-button'
import { LogoMark } from '@/components/ui/logo'

/** The frame of the log-in and sign-up screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle: string
  children: ReactNode
}) {
  return (
    <Center minH="100dvh" px="4" py="10" bg="bg.subtle">
      <Box position="absolute" top="3" right="3">
        <ColorModeButton />
      </Box>
      <Stack as="main" layerStyle="panel" width="full" maxW="md" gap="6">
        <HStack asChild gap="2" alignSelf="center">
          <Link to="/">
            <LogoMark size={36} />
            <Text fontWeight="bold" fontSize="xl">
              Seedling
            </Text>
          </Link>
        </HStack>
        <Stack gap="1" textAlign="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Stack>
        {children}
      </Stack>
    </Center>
  )
}

/** The 'Or' divider between the e-mail form and Google. */
export function OrDivider() {
  return (
    <HStack gap="3" color="fg.muted" fontSize="sm">
      <Box flex="1" height="1px" bg="border" />
      <Text>Or</Text>
      <Box flex="1" height="1px" bg="border" />
    </HStack>
  )
}

/** The link to the other auth screen: thumb-sized on phones, inline on wider screens. */
export function AuthSwitchLink({
  to,
  children,
}: {
  to: '/login' | '/signup'
  children: ReactNode
}) {
  return (
    <Text
      asChild
      color="brand.fg"
      fontWeight="medium"
      display="inline-flex"
      alignItems="center"
      minH={{ base: '11', md: 'auto' }}
      px="1"
    >
      <Link to={to}>{children}</Link>
    </Text>
  )
}
