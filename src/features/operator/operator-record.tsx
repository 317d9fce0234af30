import {
  Badge,
  Button,
  Card,
  Link as ChakraLink,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { operatorLogQuery } from '@/api/operating'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { EmptyNote } from '@/components/feedback/empty-note'
import { QueryError } from '@/components/feedback/query-error'
import { humanDateTime } from '@/domain/format'
import { ACTION_TEXT, type LogEntry, type LogFilter, type OperatorAction } from '@/domain/operating'
import { useApi } from '@/lib/services'

const ACTION_COLOR: Record<OperatorAction, string> = {
  approve: 'green',
  send_back: 'orange',
  hide: 'red',
  restore: 'teal',
  dismiss: 'gray',
  grant: 'blue',
  revoke: 'gray',
  suspend: 'red',
  lift: 'teal',
}

/**
 * 'Record': every operator action, newest first, with who, what, when and why; a thing's or an
 * operator's name narrows it to them (the route's search), 'Show every action' widens it again.
 */
export function OperatorRecord({ filter }: { filter: LogFilter }) {
  const api = useApi()
  const log = useQuery(operatorLogQuery(api, filter))
  const narrowed = Boolean(filter.thing || filter.operator)
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Record
        </Heading>
        <Text color="fg.muted">
          Every action an operator takes, as it was taken. Entries are never changed or removed.
        </Text>
      </Stack>
      {narrowed && (
        <HStack gap="3" flexWrap="wrap">
          <Text>
            {filter.thing && log.data?.[0]
              ? `Only ${log.data[0].thing.name}`
              : filter.operator && log.data?.[0]?.operator
                ? `Only ${log.data[0].operator.name}`
                : 'Narrowed'}
          </Text>
          <Button asChild variant="outline" size="sm" minH="11">
            <Link to="/dashboard/record" search={{}}>
              Show every action
            </Link>
          </Button>
        </HStack>
      )}
      {log.isPending ? (
        <ListSkeleton label="Loading the record" heights={['16', '16', '16']} />
      ) : log.isError ? (
        <QueryError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <EmptyNote>
          {narrowed ? 'No action matches.' : 'No operator has acted yet.'} Approvals, sends back and
          appointments appear here.
        </EmptyNote>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Operator actions">
          {log.data.map((entry) => (
            <RecordEntry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function RecordEntry({ entry }: { entry: LogEntry }) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="1.5">
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={ACTION_COLOR[entry.action]}>{ACTION_TEXT[entry.action]}</Badge>
          <ChakraLink
            asChild
            fontWeight="semibold"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            <Link to="/dashboard/record" search={{ thing: entry.thing.id }}>
              {entry.thing.name}
            </Link>
          </ChakraLink>
        </HStack>
        {entry.reason && <Text>“{entry.reason}”</Text>}
        <HStack columnGap="3" rowGap="0" flexWrap="wrap" color="fg.muted" fontSize="sm">
          {entry.operator ? (
            <ChakraLink
              asChild
              color="fg.muted"
              minH="11"
              display="inline-flex"
              alignItems="center"
            >
              <Link to="/dashboard/record" search={{ operator: entry.operator.uid }}>
                {entry.operator.name}
              </Link>
            </ChakraLink>
          ) : (
            <Text>The server&apos;s operator command</Text>
          )}
          <Text>{humanDateTime(entry.at)}</Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}
