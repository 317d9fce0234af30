import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useServices } from '@/lib/services'
import { LogoMark } from '@/components/ui/logo'

/** /he: how investing on Seedling works, the one-time code, the risks, and how to reach us. */
export function HelpPage() {
  const { env } = useServices()
  return (
    <Container as="main" maxW="3xl" py="10" pb="20">
      <Stack gap="8">
        <Link asChild alignSelf="start" fontWeight="bold" gap="2">
          <RouterLink to="/">
            <LogoMark /> Seedling
          </RouterLink>
        </Link>
        <Heading as="h1" size="3xl">
          Help: investing on Seedling
        </Heading>
        <Box as="section">
          <Heading as="h2" size="lg" mb="3">
            How investing works
          </Heading>
          <List.Root as="ol" ps="5" gap="2">
            <List.Item>Sign up, log in and choose the Investor role.</List.Item>
            <List.Item>
              Browse startups on your dashboard and open one to read its story and report.
            </List.Item>
            <List.Item>
              Press Invest Now, enter an amount in whole rupees and ask for a one-time code.
            </List.Item>
            <List.Item>
              Enter the code to confirm. The payment shows under Funded at once.
            </List.Item>
          </List.Root>
        </Box>
        <Box as="section">
          <Heading as="h2" size="lg" mb="3">
            What the one-time code is for
          </Heading>
          <Text>
            The six-digit code proves that you, and not someone using your device, approved the
            payment. It is valid for 5 minutes, works once, and stops working after 5 wrong tries.
            Asking for a new code cancels the old one. Never share it with anyone, including people
            who say they work for Seedling.
          </Text>
        </Box>
        <Box as="section">
          <Heading as="h2" size="lg" mb="3">
            The risks of investing in startups
          </Heading>
          <Text mb="2">
            Most startups fail. You could lose all the money you invest. Shares in a young company
            are hard to sell and may pay no dividends for years, if ever.
          </Text>
          <Text>
            Only invest money you can afford to lose, and spread it across several startups.
          </Text>
        </Box>
        <Box as="section">
          <Heading as="h2" size="lg" mb="3">
            How to reach us
          </Heading>
          <Text>
            Write to us through our{' '}
            <Link
              href={env.VITE_SOURCE_URL}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
            >
              project page
            </Link>
            . Founders: questions about your raise are welcome there too.
          </Text>
        </Box>
      </Stack>
    </Container>
  )
}
