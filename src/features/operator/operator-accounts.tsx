import { Badge, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { accountsQuery, useSuspension } from '@/api/operating'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { EmptyNote } from '@/components/feedback/empty-note'
import { QueryError } from '@/components/feedback/query-error'
import { toast } from '@/components/ui/toaster-host'
import { humanDateTime } from '@/domain/format'
import type { Account } from '@/domain/operating'
import { useApi } from '@/lib/services'
import { ReasonDialog } from './reason-dialog'

const ROLE_TEXT: Record<Account['role'], string> = {
  startup: 'Founder',
  investor: 'Investor',
  operator: 'Operator',
}

/**
 * 'Accounts': find an account by e-mail or id (the report queue links its authors here) and
 * suspend it or lift its suspension; below, every suspended account, the latest first.
 */
export function OperatorAccounts({ find }: { find: string }) {
  const api = useApi()
  const navigate = useNavigate()
  const [typed, setTyped] = useState(find)
  const found = useQuery({ ...accountsQuery(api, find), enabled: find !== '' })
  const suspended = useQuery(accountsQuery(api, ''))
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Accounts
        </Heading>
        <Text color="fg.muted">
          A suspended account can still sign in and see its investments, but cannot publish, invest,
          ask or report. Its owner reads your reason.
        </Text>
      </Stack>
      <form
        role="search"
        aria-label="Find an account"
        onSubmit={(event) => {
          event.preventDefault()
          void navigate({ to: '/dashboard/accounts', search: { find: typed.trim() } })
        }}
      >
        <HStack gap="3" align="flex-end" flexWrap="wrap" maxW="xl">
          <Field.Root flex="1" minW="60">
            <Field.Label>E-mail or account id</Field.Label>
            <Input
              type="search"
              value={typed}
              maxLength={320}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" minH="11">
            Find
          </Button>
        </HStack>
      </form>
      {find !== '' &&
        (found.isPending ? (
          <ListSkeleton label="Finding the account" heights={['24']} />
        ) : found.isError ? (
          <QueryError error={found.error} onRetry={() => void found.refetch()} />
        ) : found.data.length === 0 ? (
          <EmptyNote>No account has that e-mail or id.</EmptyNote>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Found">
            {found.data.map((account) => (
              <AccountItem key={account.uid} account={account} />
            ))}
          </Stack>
        ))}
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Suspended
        </Heading>
        {suspended.isPending ? (
          <ListSkeleton label="Loading the suspended accounts" heights={['24', '24']} />
        ) : suspended.isError ? (
          <QueryError error={suspended.error} onRetry={() => void suspended.refetch()} />
        ) : suspended.data.length === 0 ? (
          <EmptyNote>No account is suspended.</EmptyNote>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Suspended accounts">
            {suspended.data.map((account) => (
              <AccountItem key={account.uid} account={account} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}

function AccountItem({ account }: { account: Account }) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {account.name}
          </Text>
          <Badge>{ROLE_TEXT[account.role]}</Badge>
          {account.suspended && <Badge colorPalette="red">Suspended</Badge>}
        </HStack>
        <Text color="fg.muted" overflowWrap="anywhere">
          {account.email}
        </Text>
        {account.suspended && (
          <Text overflowWrap="anywhere">
            Since {humanDateTime(account.suspended.at)}: “{account.suspended.reason}”
          </Text>
        )}
        <HStack gap="3" flexWrap="wrap">
          {account.role !== 'operator' && <SuspensionDialog account={account} />}
          <Button asChild variant="ghost" minH="11">
            <Link to="/dashboard/record" search={{ thing: account.uid }}>
              Its record
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

/** 'Suspend' or 'Lift suspension', with the reason the record (and the account's owner) read. */
function SuspensionDialog({ account }: { account: Account }) {
  const suspension = useSuspension()
  const suspend = !account.suspended
  const button = suspend ? 'Suspend' : 'Lift suspension'
  return (
    <ReasonDialog
      title={`${button}: ${account.name}`}
      description={
        suspend
          ? 'They can still sign in, but cannot publish, invest, ask or report. They read this reason.'
          : 'They can publish, invest, ask and report again. The reason goes on the record.'
      }
      trigger={
        <Button
          colorPalette={suspend ? 'red' : 'brand'}
          variant={suspend ? 'outline' : 'solid'}
          minH="11"
        >
          {button}
        </Button>
      }
      action={button}
      danger={suspend}
      decide={async (reason) => {
        await suspension.mutateAsync({
          uid: account.uid,
          decision: suspend ? 'suspend' : 'lift',
          reason,
        })
        toast.success({ title: suspend ? 'Suspended' : 'Suspension lifted' })
      }}
    />
  )
}
