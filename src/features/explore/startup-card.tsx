import { UpdatedLabel } from '@/components/ui/updated-label'
import {
  Badge,
  Box,
  Card,
  HStack,
  LinkOverlay,
  Progress,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import { useDealFacts } from '@/lib/use-today'
import { OUTCOME_TEXT, RAISE_KIND_TEXT } from '@/domain/raise'
import { formatCompactRupees, fundingProgress, humanDate } from '@/domain/format'
import { plainExcerpt } from '@/domain/markdown-text'
import type { Startup } from '@/domain/startup'
import { markLeftExplore } from '@/lib/explore-return'
import { StartupLogo } from '@/components/ui/startup-logo'

/** Domain chips shown before the rest fold into '+N'. */
const CHIPS = 2

/** One startup in the explore list: a link to its page with everything an investor scans for. */
export function StartupCard({ startup }: { startup: Startup }) {
  const percent = fundingProgress(startup.fundsRecieved, startup.fundsRequired)
  const shown = startup.domain.slice(0, CHIPS)
  const more = startup.domain.slice(CHIPS)
  const investors = startup.investors
  const { closing, valuation, founded } = useDealFacts(startup)
  return (
    <Card.Root
      size="sm"
      variant="outline"
      position="relative"
      _hover={{ shadow: 'md', borderColor: 'brand.muted' }}
      transition="box-shadow 0.15s, border-color 0.15s"
    >
      <Card.Body gap={{ base: '2', md: '3' }}>
        <HStack gap="3" align="start">
          <StartupLogo src={startup.logo} widths={startup.logoWidths} size={48} lazy />
          <Stack gap="0" minW="0" flex="1">
            <LinkOverlay asChild>
              <Link
                to="/dashboard/startup/$id"
                params={{ id: startup._id }}
                onClick={markLeftExplore}
              >
                <Text fontWeight="bold" fontSize="lg" lineHeight="short" lineClamp={1}>
                  {startup.name}
                </Text>
              </Link>
            </LinkOverlay>
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {startup.slogan}
            </Text>
          </Stack>
        </HStack>
        <Text fontSize="sm" lineClamp={{ base: 2, md: 3 }}>
          {plainExcerpt(startup.description)}
        </Text>
        <HStack justify="space-between" align="start" gap="2">
          <Wrap gap="1">
            {shown.map((domain) => (
              <Badge key={domain} colorPalette="brand" variant="subtle">
                {domain}
              </Badge>
            ))}
            {more.length > 0 && (
              <Badge
                variant="outline"
                title={more.join(', ')}
                aria-label={`and ${more.join(', ')}`}
              >
                +{more.length}
              </Badge>
            )}
          </Wrap>
        </HStack>
        <Stack gap="1">
          <Progress.Root
            value={Math.round(percent)}
            min={0}
            max={100}
            colorPalette="brand"
            size="sm"
          >
            <Progress.Track rounded="full" aria-label={`${Math.floor(percent)}% raised`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <HStack justify="space-between" fontSize="sm">
            <Text fontWeight="semibold">{Math.floor(percent)}% raised</Text>
            {investors !== undefined && (
              <Text color="fg.muted">
                {investors} {investors === 1 ? 'investor' : 'investors'}
              </Text>
            )}
          </HStack>
          {closing && (
            <HStack gap="1.5" fontSize="sm" color={closing.closed ? 'fg.error' : 'fg.muted'}>
              <Clock size={14} aria-hidden="true" />
              <Text>
                {startup.outcome ? OUTCOME_TEXT[startup.outcome] : closing.text}
                {/* How it ends, in two words; its page and the invest dialog say what it means. */}
                {!startup.outcome && startup.raiseKind && (
                  <> · {RAISE_KIND_TEXT[startup.raiseKind].label}</>
                )}
              </Text>
            </HStack>
          )}
          <UpdatedLabel lastUpdateAt={startup.lastUpdateAt} />
        </Stack>
        <Box
          as="dl"
          display="grid"
          gridTemplateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: 'auto 1fr' }}
          columnGap="3"
          rowGap="0.5"
          fontSize="sm"
        >
          <Fact label="Founder" value={startup.username} />
          <Fact label="Stocks offered" value={`${startup.stocks}%`} />
          <Fact
            label="Founded"
            value={founded ?? humanDate(startup.founded)}
            title={humanDate(startup.founded)}
          />
          <Fact label="Funds required" value={formatCompactRupees(startup.fundsRequired)} />
          <Fact label="Funds received" value={formatCompactRupees(startup.fundsRecieved)} />
          {valuation !== null && <Fact label="Valuation" value={formatCompactRupees(valuation)} />}
        </Box>
      </Card.Body>
    </Card.Root>
  )
}

/** A label and its value: side by side on wide cards, one under the other in two columns on phones. */
function Fact({ label, value, title = value }: { label: string; value: string; title?: string }) {
  return (
    <Box display={{ base: 'flex', md: 'contents' }} flexDirection="column" minW="0">
      <Text as="dt" color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" truncate title={title}>
        {value}
      </Text>
    </Box>
  )
}
