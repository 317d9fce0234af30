import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { reportQueueQuery, useModeration, type Moderation } from '@/api/operating'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { EmptyNote } from '@/components/feedback/empty-note'
import { QueryError } from '@/components/feedback/query-error'
import { toast } from '@/components/ui/toaster-host'
import { humanDateTime } from '@/domain/format'
import { REPORT_REASON_TEXT, type Reportable, type ReportedThing } from '@/domain/operating'
import { useApi } from '@/lib/services'
import { ReasonDialog } from './reason-dialog'

/**
 * 'Reports': what people reported, by thing, the most reported first; each can be taken down,
 * or its reports dismissed. Below, what is taken down, which can be restored.
 */
export function ReportQueue() {
  const api = useApi()
  const queue = useQuery(reportQueueQuery(api))
  const open = queue.data?.filter((thing) => !thing.hidden) ?? []
  const hidden = queue.data?.filter((thing) => thing.hidden) ?? []
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Reports
        </Heading>
        <Text color="fg.muted">
          What people reported, the most reported first. Taking something down closes its reports;
          its investors keep their payments and see why.
        </Text>
      </Stack>
      {queue.isPending ? (
        <ListSkeleton label="Loading the reports" heights={['24', '24']} />
      ) : queue.isError ? (
        <QueryError error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          {open.length === 0 ? (
            <EmptyNote>
              Nothing is reported. Reports of startups, questions and answers appear here.
            </EmptyNote>
          ) : (
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Reported">
              {open.map((thing) => (
                <ReportedItem key={`${thing.kind}:${thing.id}`} thing={thing} />
              ))}
            </Stack>
          )}
          {hidden.length > 0 && (
            <Stack gap="3">
              <Heading as="h2" size="lg">
                Taken down
              </Heading>
              <Stack as="ol" gap="3" listStyleType="none" aria-label="Taken down">
                {hidden.map((thing) => (
                  <ReportedItem key={`${thing.kind}:${thing.id}`} thing={thing} />
                ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
    </Stack>
  )
}

function ReportedItem({ thing }: { thing: ReportedThing }) {
  const moderation = useModeration()
  const [failed, setFailed] = useState<string | null>(null)
  const dismiss = async () => {
    setFailed(null)
    try {
      await moderation.mutateAsync({ thing, decision: 'dismiss', reason: '' })
      toast.success({ title: 'Reports dismissed' })
    } catch (error) {
      setFailed(errorMessage(error))
    }
  }
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={KIND_TEXT[thing.kind].color}>{KIND_TEXT[thing.kind].badge}</Badge>
          <Badge colorPalette="red">
            {thing.count === 1 ? '1 report' : `${thing.count} reports`}
          </Badge>
          {thing.hidden && <Badge>Taken down</Badge>}
        </HStack>
        <Text
          fontWeight={thing.kind === 'startup' ? 'semibold' : 'normal'}
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
        >
          {thing.name}
        </Text>
        {thing.answer && (
          <Text color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {thing.kind === 'answer' ? 'In answer to' : 'Answer'}: {thing.answer}
          </Text>
        )}
        {thing.author && (
          <HStack gap="2" flexWrap="wrap" fontSize="sm">
            <Text>
              {KIND_TEXT[thing.kind].author} {thing.author.name}
            </Text>
            {thing.author.suspended && <Badge colorPalette="red">Suspended</Badge>}
          </HStack>
        )}
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" aria-label="Its reports">
          {thing.reports.map((report, index) => (
            <Text as="li" key={index}>
              <strong>{REPORT_REASON_TEXT[report.reason]}</strong>
              {report.note && ` — “${report.note}”`}{' '}
              <Text as="span" color="fg.muted">
                · {humanDateTime(report.at)}
              </Text>
            </Text>
          ))}
        </Stack>
        {failed && <Text color="fg.error">{failed}</Text>}
        <HStack gap="3" flexWrap="wrap">
          {thing.hidden ? (
            <DecisionDialog thing={thing} decision="restore" />
          ) : (
            <>
              <DecisionDialog thing={thing} decision="hide" />
              <Button
                variant="outline"
                minH="11"
                loading={moderation.isPending}
                onClick={() => void dismiss()}
              >
                Dismiss reports
              </Button>
            </>
          )}
          <Button asChild variant="ghost" minH="11">
            <Link to="/dashboard/review/$id" params={{ id: thing.startupId }}>
              Open the startup
            </Link>
          </Button>
          {thing.author && (
            <Button asChild variant="ghost" minH="11">
              <Link to="/dashboard/accounts" search={{ find: thing.author.uid }}>
                {KIND_TEXT[thing.kind].account}
              </Link>
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

/** How each kind of reported thing reads in the queue. */
const KIND_TEXT: Record<
  Reportable,
  { badge: string; color: string; author: string; account: string; title: string }
> = {
  startup: {
    badge: 'Startup',
    color: 'purple',
    author: 'Founded by',
    account: "The founder's account",
    title: '',
  },
  question: {
    badge: 'Question',
    color: 'blue',
    author: 'Asked by',
    account: "The asker's account",
    title: 'this question',
  },
  answer: {
    badge: 'Answer',
    color: 'teal',
    author: 'Answered by',
    account: "The founder's account",
    title: 'this answer',
  },
}

const DECISION_TEXT: Record<Exclude<Moderation, 'dismiss'>, { button: string; done: string }> = {
  hide: { button: 'Take down', done: 'Taken down' },
  restore: { button: 'Restore', done: 'Restored' },
}

/** 'Take down' or 'Restore', with the reason the record (and a startup's investors) read. */
function DecisionDialog({
  thing,
  decision,
}: {
  thing: ReportedThing
  decision: Exclude<Moderation, 'dismiss'>
}) {
  const moderation = useModeration()
  const text = DECISION_TEXT[decision]
  const danger = decision === 'hide'
  return (
    <ReasonDialog
      title={`${text.button}: ${thing.kind === 'startup' ? thing.name : KIND_TEXT[thing.kind].title}`}
      description={
        thing.kind === 'startup' && danger
          ? 'It leaves Explore, search and its public page; its investors keep their payments and read this reason.'
          : 'The reason goes on the record.'
      }
      trigger={
        <Button
          colorPalette={danger ? 'red' : 'brand'}
          variant={danger ? 'outline' : 'solid'}
          minH="11"
        >
          {text.button}
        </Button>
      }
      action={text.button}
      danger={danger}
      decide={async (reason) => {
        await moderation.mutateAsync({ thing, decision, reason })
        toast.success({ title: text.done })
      }}
    />
  )
}
