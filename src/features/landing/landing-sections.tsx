import {
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Image,
  Link,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { Briefcase, Cog, LineChart, Megaphone, PenTool, Scale } from 'lucide-react'
import { useRef, type ReactNode, type RefObject } from 'react'
import { topStartupsQuery } from '@/api/startups'
import { userQuery } from '@/api/users'
import { useApi, useAuth, useServices } from '@/lib/services'
import { formatCompactRupees } from '@/domain/format'
import type { Startup } from '@/domain/startup'
import { FEATURES, TEAM } from './landing-content'
import { SAMPLE_STARTUPS } from './sample-startups'
import { useIdle, useNearViewport } from './use-near-viewport'
import { APP_VERSION } from '@/lib/version'
import { StartupLogo } from '@/components/ui/startup-logo'
import { publicKey } from '@/domain/slug'

const ICONS = {
  marketing: Megaphone,
  legal: Scale,
  automation: Cog,
  finance: LineChart,
  design: PenTool,
  operations: Briefcase,
}

export function Hero() {
  const { user } = useAuth()
  return (
    <Box
      as="section"
      id="home"
      scrollMarginTop="16"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="4xl" textAlign="center">
        <Stack gap="6" align="center">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
            Give money, get money, earn money.
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            Fund the startups you believe in and get a share of their capital. Founders raise in
            rupees from investors across India.
          </Text>
          <HStack gap="3">
            <Button asChild size="lg" colorPalette="brand">
              {user ? (
                <RouterLink to="/dashboard">Get Started</RouterLink>
              ) : (
                <RouterLink to="/signup">Get Started</RouterLink>
              )}
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#features">Know More</a>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  )
}

/** A landing section below the hero: an anchor for the header's links, a centred h2 naming it. */
function LandingSection({
  id,
  title,
  intro,
  width,
  sectionRef,
  bg,
  children,
}: {
  id: string
  title: string
  intro?: string
  width: '4xl' | '6xl'
  /** A section whose content is fetched: the prerendered page loads the app as it comes near. */
  sectionRef?: RefObject<HTMLElement | null>
  bg?: string
  children: ReactNode
}) {
  return (
    <Box
      ref={sectionRef}
      as="section"
      {...(sectionRef ? { 'data-load-near': '' } : {})}
      id={id}
      scrollMarginTop="16"
      py="16"
      bg={bg}
      aria-labelledby={`${id}-heading`}
    >
      <Container maxW={width}>
        <Heading as="h2" id={`${id}-heading`} size="2xl" textAlign="center" mb={intro ? '3' : '10'}>
          {title}
        </Heading>
        {intro && (
          <Text textAlign="center" color="fg.muted" mb="10">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  )
}

export function Features() {
  return (
    <LandingSection id="features" title="Everything a young company needs" width="6xl">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.key]
          return (
            <Stack key={feature.key} gap="3" p="6" borderWidth="1px" rounded="xl">
              <Box color="brand.fg" aria-hidden="true">
                <Icon size={28} />
              </Box>
              <Heading as="h3" size="md">
                {feature.title}
              </Heading>
              <Text color="fg.muted">{feature.text}</Text>
            </Stack>
          )
        })}
      </SimpleGrid>
    </LandingSection>
  )
}

/**
 * Where a Top 5 card leads: a visitor to the startup's public page (a sample card: to sign-up),
 * a signed-in investor to the startup's page in the dashboard, anyone else (a founder, a sample
 * card) to their dashboard.
 */
function RecentLink({
  startup,
  signedIn,
  investor,
  children,
}: {
  startup: Startup
  signedIn: boolean
  investor: boolean
  children: ReactNode
}) {
  const sample = startup._id.startsWith('sample-')
  if (!signedIn)
    return sample ? (
      <RouterLink to="/signup">{children}</RouterLink>
    ) : (
      <RouterLink to="/s/$id" params={{ id: publicKey(startup) }}>
        {children}
      </RouterLink>
    )
  if (investor && !sample)
    return (
      <RouterLink to="/dashboard/startup/$id" params={{ id: startup._id }}>
        {children}
      </RouterLink>
    )
  return <RouterLink to="/dashboard">{children}</RouterLink>
}

/** A card's place while the ranking loads: its shape only, nothing that reads as a raise. */
function RecentPlaceholder() {
  return (
    <Card.Root as="li" variant="outline" size="sm" aria-hidden="true">
      <Card.Body gap="3">
        <HStack gap="3">
          <Skeleton boxSize="10" rounded="md" />
          <Skeleton height="4" flex="1" />
        </HStack>
        <Skeleton height="3" width="90%" />
        <Skeleton height="3" width="50%" />
      </Card.Body>
    </Card.Root>
  )
}

function RecentCard({
  startup,
  signedIn,
  investor,
}: {
  startup: Startup
  signedIn: boolean
  investor: boolean
}) {
  return (
    <Card.Root
      as="li"
      variant="outline"
      size="sm"
      position="relative"
      _hover={{ shadow: 'md', borderColor: 'brand.muted' }}
    >
      <Card.Body gap="2">
        <HStack gap="3">
          <StartupLogo src={startup.logo} widths={startup.logoWidths} size={40} />
          <LinkOverlay asChild>
            <RecentLink startup={startup} signedIn={signedIn} investor={investor}>
              <Text as="span" fontWeight="bold" display="block">
                {startup.name}
              </Text>
            </RecentLink>
          </LinkOverlay>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {startup.slogan}
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {formatCompactRupees(startup.fundsRecieved)} funded
        </Text>
      </Card.Body>
    </Card.Root>
  )
}

export function Recents() {
  const api = useApi()
  const section = useRef<HTMLElement>(null)
  // Below the fold: the ranking is fetched (and the demo backend started) only near it.
  const near = useNearViewport(section)
  // Where the cards lead depends on the role: read once for all five, and only near them.
  const { user } = useAuth()
  const record = useQuery({ ...userQuery(api, user?.uid ?? ''), enabled: near && Boolean(user) })
  const investor = record.data?.role === 'investor'
  // Near it, or once the page is idle: scrolling there later then finds the ranking ready.
  const idle = useIdle()
  const explore = useQuery({ ...topStartupsQuery(api, 5), enabled: near || idle })
  // The sample cards fill in only where fewer startups exist, once the ranking is known; until
  // then neutral placeholders, which never read as a raise.
  const top = explore.data ?? []
  const cards = [...top, ...SAMPLE_STARTUPS.slice(0, Math.max(0, 5 - top.length))]
  return (
    <LandingSection
      sectionRef={section}
      id="recents"
      title="Top 5 funded startups"
      intro="Recent raises on Seedling, ranked by the money investors have put in."
      width="6xl"
      bg="bg.subtle"
    >
      <SimpleGrid
        as="ol"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 5 }}
        gap="4"
        aria-busy={explore.isPending}
      >
        {explore.isPending
          ? Array.from({ length: 5 }, (_, index) => <RecentPlaceholder key={index} />)
          : cards.map((startup) => (
              <RecentCard
                key={startup._id}
                startup={startup}
                signedIn={Boolean(user)}
                investor={investor}
              />
            ))}
      </SimpleGrid>
    </LandingSection>
  )
}

export function Team() {
  return (
    <LandingSection id="team" title="Our team" width="4xl">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="8">
        {TEAM.map((member) => (
          <Stack key={member.name} align="center" gap="3" textAlign="center">
            <Image
              src={member.photo}
              alt={member.name}
              width="120px"
              height="120px"
              rounded="full"
            />
            <Text fontWeight="bold" fontSize="lg">
              {member.name}
            </Text>
            <Text color="fg.muted">{member.role}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  )
}

export function Footer() {
  const { env } = useServices()
  return (
    <Box as="footer" borderTopWidth="1px" py="8" pb="20">
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="3"
          fontSize="sm"
          color="fg.muted"
        >
          <Text>
            © {new Date().getFullYear()} Seedling. All rights reserved. Version {APP_VERSION}
          </Text>
          <HStack gap="4">
            <Link asChild color="fg.muted">
              <RouterLink to="/he">Help</RouterLink>
            </Link>
            <Link
              href={env.VITE_SOURCE_URL}
              target="_blank"
              rel="noopener noreferrer"
              color="fg.muted"
            >
              Source code
            </Link>
          </HStack>
        </Stack>
      </Container>
    </Box>
  )
}
