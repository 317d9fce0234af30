import { Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isActiveQuery, startupQuery } from '@/api/startups'
import { useApi } from '@/lib/services'
import { QueryError } from '@/components/feedback/query-error'
import { FundingProgress } from '@/components/ui/funding-progress'
import { StartupLogo } from '@/components/ui/startup-logo'
import { Pencil } from 'lucide-react'
import { PostUpdateDialog } from './post-update-dialog'
import { UpdatedLabel } from '@/components/ui/updated-label'
import { ListingStatus } from './listing-status'
import { ClosedAlert, RaiseKindLine } from '@/components/ui/raise-outcome'
import { InviteOnlySetting } from './invite-only'
import { SharePage } from './share-page'

/** An active founder's home: their startup at a glance, with links to Growth and Fundings. */
export function FounderSummary({ uid }: { uid: string }) {
  const api = useApi()
  const active = useQuery(isActiveQuery(api, uid))
  const id = active.data?.startupId
  const startup = useQuery({ ...startupQuery(api, id ?? ''), enabled: Boolean(id) })
  const links = (
    <HStack gap="3" flexWrap="wrap">
      <Button asChild colorPalette="brand">
        <Link to="/dashboard/viewyourstartup">Startup Growth</Link>
      </Button>
      <Button asChild colorPalette="brand" variant="outline">
        <Link to="/dashboard/fundings">Fundings</Link>
      </Button>
    </HStack>
  )
  if (active.isError || startup.isError)
    return (
      <QueryError
        error={active.error ?? startup.error}
        onRetry={() => void (active.isError ? active.refetch() : startup.refetch())}
      />
    )
  if (!id) return <Stack gap="4">{links}</Stack>
  if (startup.isPending) return <Skeleton height="40" rounded="lg" />
  const data = startup.data
  if (!data) return <Stack gap="4">{links}</Stack>
  return (
    <Card.Root variant="outline" aria-label="Your startup">
      <Card.Body gap="4">
        <ListingStatus uid={uid} startup={data} />
        {/* What was decided when the raise closed (the close, an optional extension). */}
        {data.outcome ? <ClosedAlert startup={data} /> : <RaiseKindLine startup={data} />}
        <HStack gap="4">
          <StartupLogo
            src={data.logo}
            widths={data.logoWidths}
            size={56}
            alt={`${data.name} logo`}
          />
          <Stack gap="0">
            <Text fontWeight="bold" fontSize="xl">
              {data.name}
            </Text>
            <Text color="fg.muted">{data.slogan}</Text>
          </Stack>
        </HStack>
        <FundingProgress received={data.fundsRecieved} required={data.fundsRequired} />
        <Text>
          {data.investors ?? 0} {data.investors === 1 ? 'investor' : 'investors'} so far
        </Text>
        <UpdatedLabel lastUpdateAt={data.lastUpdateAt} />
        {links}
        {(data.lastUpdateAt !== undefined || data.editedAt !== undefined) &&
          data.listing !== 'sent_back' && (
            <HStack gap="3" flexWrap="wrap">
              {data.lastUpdateAt !== undefined && (
                <PostUpdateDialog uid={uid} startupId={data._id} />
              )}
              {data.editedAt !== undefined && (
                <Button asChild variant="outline" minH="11">
                  <Link to="/dashboard/edit">
                    <Pencil aria-hidden="true" /> Edit startup
                  </Link>
                </Button>
              )}
            </HStack>
          )}
        {Boolean(data.questions) && (
          <Text>
            {data.questions === 1
              ? '1 question on your page. '
              : `${data.questions} questions on your page. `}
            <Link to="/dashboard/preview" style={{ textDecoration: 'underline' }}>
              Answer questions
            </Link>
          </Text>
        )}
        {/* Its public page is a 404 until an operator approves it. */}
        {(data.listing === undefined || data.listing === 'live') &&
          (data.inviteOnly === undefined ? (
            <SharePage startup={data} name={data.name} />
          ) : (
            <InviteOnlySetting uid={uid} startup={data} name={data.name} />
          ))}
      </Card.Body>
    </Card.Root>
  )
}
