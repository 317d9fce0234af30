import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { ArrowLeft, Clock, ExternalLink, Users } from 'lucide-react'
import { investorPlacesText } from '@/domain/investing'
import { useEffect, useState } from 'react'
import { startupKeys, startupQuery } from '@/api/startups'
import { SavedLabel } from '@/components/connection/saved-label'
import { useApi, useAuth } from '@/lib/services'
import { userQuery } from '@/api/users'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { formatIndianNumber, humanDate } from '@/domain/format'
import { MIN_TICKET } from '@/domain/payment'
import type { Startup } from '@/domain/startup'
import { DownloadReport } from './download-report'
import { FundingProgress } from '@/components/ui/funding-progress'
import { InvestDialog } from './invest-dialog'
import { Markdown } from '@/components/ui/markdown'
import { Receipt, type ReceiptData } from './receipt'
import { safeUrl } from '@/domain/safe-url'
import { closingInWords } from '@/domain/deal'
import { useDealFacts, useClosingDay } from '@/lib/use-today'
import { OUTCOME_TEXT, RAISE_KIND_TEXT } from '@/domain/raise'
import { ClosedAlert, RaiseKindLine } from '@/components/ui/raise-outcome'
import { StartupLogo } from '@/components/ui/startup-logo'
import { forgetLeftExplore, leftExplore, rememberedExploreSearch } from '@/lib/explore-return'
import { FollowButton } from './follow-button'
import { followersQuery } from '@/api/following'
import { QuestionsSection } from './questions-section'
import { ReportButton } from './report-button'
import { StartupUpdates } from './startup-updates'
import { UpdatedLabel } from '@/components/ui/updated-label'
import { useCountView } from './use-count-view'

/**
 * 'Back to Explore': back in history when the page was opened from explore (the search and the
 * scroll position come back), otherwise to explore with the search last used there.
 */
function BackToExplore() {
  const router = useRouter()
  const [fromExplore] = useState(leftExplore)
  useEffect(() => forgetLeftExplore, [])
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2" minH="11">
      <Link
        to="/dashboard"
        search={rememberedExploreSearch()}
        onClick={(event) => {
          if (!fromExplore) return
          event.preventDefault()
          router.history.back()
        }}
      >
        <ArrowLeft aria-hidden="true" /> Back to Explore
      </Link>
    </Button>
  )
}

/**
 * Who is looking: an investor signed in (`uid`), who can invest; a founder previewing their own
 * page; or anyone at the startup's public address (/s/{id}), signed in or not.
 */
export type StartupDetailView =
  | { view?: 'investor'; uid: string }
  | { view: 'preview'; founderUid?: string | undefined }
  | { view: 'public' }
  | { view: 'review' }

/**
 * /dashboard/startup/{id}: everything an investor needs to decide, and 'Invest Now'. As a
 * `preview` (a founder's own page) it shows what investors see, without investing; as the
 * `public` page (/s/{id}) it offers 'Sign up to invest'.
 */
export function StartupDetail({ id, ...who }: { id: string } & StartupDetailView) {
  const view = who.view ?? 'investor'
  const uid = 'uid' in who ? who.uid : null
  const founderUid = 'founderUid' in who ? who.founderUid : undefined
  const api = useApi()
  const query = useQuery(startupQuery(api, id))
  // A founder's preview and an operator's review are not visits.
  useCountView(
    id,
    view !== 'preview' && view !== 'review' && query.isSuccess && query.data !== null,
  )
  const [receipt, setReceipt] = useState<ReceiptData | null>(null)
  const today = useClosingDay()

  if (query.isPending) return <ListSkeleton label="Loading startup" heights={['20', '64']} />
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />
  const startup = query.data
  if (!startup)
    return (
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          Startup not found
        </Heading>
        <Text color="fg.muted">There is no startup at this address. It may have been removed.</Text>
        <Button asChild variant="outline">
          {view === 'public' ? (
            <Link to="/">Go to Seedling</Link>
          ) : (
            <Link to="/dashboard">Back to the dashboard</Link>
          )}
        </Button>
      </Stack>
    )

  const closing = closingInWords(startup.closesOn, today)
  // Decided at the close by the backend's clock (the demo's may run ahead of this device's).
  const closed = Boolean(closing?.closed || startup.outcome)
  const places = investorPlacesText(startup.investorsThisYear)
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }} gap="8" alignItems="start">
      <Stack gap="6" minW="0">
        {view === 'preview' && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>This is your startup's page as investors see it.</Alert.Title>
          </Alert.Root>
        )}
        {view === 'review' && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>This is the listing as investors would see it.</Alert.Title>
          </Alert.Root>
        )}
        {view === 'investor' && <BackToExplore />}
        <SavedLabel queryKey={startupKeys.one(id)} />
        <HStack gap="4" align="center">
          <StartupLogo
            src={startup.logo}
            widths={startup.logoWidths}
            size={72}
            rounded="lg"
            alt={`${startup.name} logo`}
          />
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {startup.name}
            </Heading>
            <Text color="fg.muted">{startup.slogan}</Text>
            {startup.domain[0] && (
              <Box>
                <Badge colorPalette="brand">{startup.domain[0]}</Badge>
              </Box>
            )}
            <UpdatedLabel lastUpdateAt={startup.lastUpdateAt} />
          </Stack>
        </HStack>
        {receipt && <Receipt receipt={receipt} onClose={() => setReceipt(null)} />}
        <FundingProgress received={startup.fundsRecieved} required={startup.fundsRequired} />
        {places && (
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <Users size={16} aria-hidden="true" />
            <Text>{places}</Text>
          </HStack>
        )}
        {closing && !closed && startup.closesOn && (
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <Clock size={16} aria-hidden="true" />
            <Text>
              Closes on {humanDate(startup.closesOn)} · {closing.text}
            </Text>
          </HStack>
        )}
        {!closed && <RaiseKindLine startup={startup} />}
        {closed && <ClosedAlert startup={startup} />}
        <HStack gap="3" flexWrap="wrap">
          {uid && !closed && <InvestDialog startup={startup} uid={uid} onInvested={setReceipt} />}
          {uid && <FollowButton uid={uid} startupId={id} startupName={startup.name} />}
          {uid && <ReportButton uid={uid} kind="startup" id={id} label={startup.name} />}
          {view === 'public' && !closed && <InvestFromPublicPage id={id} />}
          {startup.report && <DownloadReport url={startup.report} name={startup.name} />}
          {safeUrl(startup.websiteLink) && (
            <Button asChild variant="ghost">
              <a
                href={safeUrl(startup.websiteLink)}
                target="_blank"
                rel="noopener noreferrer nofollow"
              >
                <ExternalLink /> Website
              </a>
            </Button>
          )}
        </HStack>
        <Box as="section" aria-label="About">
          <Markdown>{startup.description}</Markdown>
        </Box>
        {startup.lastUpdateAt !== undefined && <StartupUpdates startupId={id} />}
        {startup.questions !== undefined && (
          <QuestionsSection startupId={id} asker={uid ?? undefined} founder={founderUid} />
        )}
      </Stack>
      <SidePanel startup={startup} followers={view !== 'public'} />
    </Grid>
  )
}

/**
 * The public page's way in: 'Sign up to invest' for a visitor, the startup's page in the
 * dashboard for a signed-in investor; a founder has nothing to do here.
 */
function InvestFromPublicPage({ id }: { id: string }) {
  const api = useApi()
  const { user } = useAuth()
  const record = useQuery({ ...userQuery(api, user?.uid ?? ''), enabled: Boolean(user) })
  if (!user)
    return (
      <Button asChild colorPalette="brand" minH="11">
        <Link to="/signup">Sign up to invest</Link>
      </Button>
    )
  if (record.data?.role !== 'investor') return null
  return (
    <Button asChild colorPalette="brand" minH="11">
      <Link to="/dashboard/startup/$id" params={{ id }}>
        Invest Now
      </Link>
    </Button>
  )
}

/**
 * The startup's facts. `followers`: also how many follow it, where the server counts them (not
 * on the public page, which is drawn on the server from the contract's base reads).
 */
function SidePanel({ startup, followers }: { startup: Startup; followers: boolean }) {
  const website = safeUrl(startup.websiteLink)
  const { founded, valuation, closing } = useDealFacts(startup)
  return (
    <Card.Root
      as="aside"
      aria-label="Startup facts"
      variant="outline"
      position={{ lg: 'sticky' }}
      top={{ lg: '88px' }}
    >
      <Card.Body>
        <DataList.Root size="sm" gap="3">
          <Fact label="Founder" value={startup.username} />
          <Fact
            label="Founded"
            value={`${humanDate(startup.founded)}${founded ? ` (${founded})` : ''}`}
          />
          <Fact label="Stocks offered" value={`${startup.stocks}%`} />
          <Fact label="Domains" value={startup.domain.join(', ')} />
          <Fact label="Funds required" value={`₹${formatIndianNumber(startup.fundsRequired)}`} />
          <Fact label="Funds received" value={`₹${formatIndianNumber(startup.fundsRecieved)}`} />
          {startup.investors !== undefined && (
            <Fact label="Investors" value={String(startup.investors)} />
          )}
          {followers && <FollowersFact id={startup._id} />}
          {valuation !== null && (
            <Fact label="Implied valuation" value={`₹${formatIndianNumber(valuation)}`} />
          )}
          <Fact label="Minimum ticket" value={`₹${formatIndianNumber(MIN_TICKET)}`} />
          {closing && startup.closesOn && (
            <Fact
              label={closing.closed ? 'Closed on' : 'Closes on'}
              value={`${humanDate(startup.closesOn)}${closing.closed ? '' : ` · ${closing.text}`}`}
            />
          )}
          {startup.raiseKind && startup.closesOn && (
            <Fact label="How it ends" value={RAISE_KIND_TEXT[startup.raiseKind].label} />
          )}
          {startup.outcome && <Fact label="Outcome" value={OUTCOME_TEXT[startup.outcome]} />}
          {website && (
            <DataList.Item>
              <DataList.ItemLabel>Website</DataList.ItemLabel>
              <DataList.ItemValue>
                <ChakraLink
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  wordBreak="break-all"
                >
                  {startup.websiteLink.replace(/^https?:\/\//, '')}
                </ChakraLink>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  )
}

/** 'Followers', once the server has counted them; nothing where it cannot. */
function FollowersFact({ id }: { id: string }) {
  const api = useApi()
  const followers = useQuery(followersQuery(api, id)).data
  return followers === undefined ? null : <Fact label="Followers" value={String(followers)} />
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  )
}
