import { Alert, Badge, Button, Card, Dialog, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '@/api/api-error'
import { reportQueueQuery, useModeration, type Moderation } from '@/api/operating'
import { NeedsConnection } from '@/components/connection/needs-connection'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { QueryError } from '@/components/feedback/query-error'
import { fieldsOf, TextareaField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/components/ui/toaster-host'
import {
  moderationInputSchema,
  REASON_MAX,
  REPORT_REASON_TEXT,
  type ReportedThing,
} from '@/domain/operating'
import { useApi } from '@/lib/services'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

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
            <Card.Root variant="subtle">
              <Card.Body>
                <Text>Nothing is reported. Reports of startups and questions appear here.</Text>
              </Card.Body>
            </Card.Root>
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
          <Badge colorPalette={thing.kind === 'startup' ? 'purple' : 'blue'}>
            {thing.kind === 'startup' ? 'Startup' : 'Question'}
          </Badge>
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
            Answer: {thing.answer}
          </Text>
        )}
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" aria-label="Its reports">
          {thing.reports.map((report, index) => (
            <Text as="li" key={index}>
              <strong>{REPORT_REASON_TEXT[report.reason]}</strong>
              {report.note && ` — “${report.note}”`}{' '}
              <Text as="span" color="fg.muted">
                · {when(report.at)}
              </Text>
            </Text>
          ))}
        </Stack>
        {failed && <Text color="fg.error">{failed}</Text>}
        <HStack gap="3" flexWrap="wrap">
          {thing.hidden ? (
            <ReasonDialog thing={thing} decision="restore" />
          ) : (
            <>
              <ReasonDialog thing={thing} decision="hide" />
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
        </HStack>
      </Card.Body>
    </Card.Root>
  )
}

const DECISION_TEXT: Record<Exclude<Moderation, 'dismiss'>, { button: string; done: string }> = {
  hide: { button: 'Take down', done: 'Taken down' },
  restore: { button: 'Restore', done: 'Restored' },
}

/** 'Take down' or 'Restore': the reason is required, kept in the form if sending fails. */
function ReasonDialog({
  thing,
  decision,
}: {
  thing: ReportedThing
  decision: Exclude<Moderation, 'dismiss'>
}) {
  const [open, setOpen] = useState(false)
  const moderation = useModeration()
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(moderationInputSchema),
    defaultValues: { reason: '' },
  })
  const field = fieldsOf(form)
  const text = DECISION_TEXT[decision]
  const what = thing.kind === 'startup' ? thing.name : 'this question'
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await moderation.mutateAsync({ thing, decision, reason })
      form.reset()
      setOpen(false)
      toast.success({ title: text.done })
    } catch (error) {
      form.setError('root', { message: errorMessage(error) })
    }
  })
  const formId = `${decision}-${thing.kind}-${thing.id}`
  return (
    <ModalDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      closeOnInteractOutside={false}
      title={`${text.button}: ${what}`}
      description={
        thing.kind === 'startup' && decision === 'hide'
          ? 'It leaves Explore, search and its public page; its investors keep their payments and read this reason.'
          : 'The reason goes on the record.'
      }
      trigger={
        <Button
          colorPalette={decision === 'hide' ? 'red' : 'brand'}
          variant={decision === 'hide' ? 'outline' : 'solid'}
          minH="11"
        >
          {text.button}
        </Button>
      }
    >
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <NeedsConnection action="Deciding" />
            {form.formState.errors.root && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{form.formState.errors.root.message}</Alert.Title>
              </Alert.Root>
            )}
            <TextareaField label="Reason" rows={4} maxLength={REASON_MAX} {...field('reason')} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          type="submit"
          form={formId}
          colorPalette={decision === 'hide' ? 'red' : 'brand'}
          variant={decision === 'hide' ? 'outline' : 'solid'}
          minH="11"
          loading={form.formState.isSubmitting}
        >
          {text.button}
        </Button>
      </Dialog.Footer>
    </ModalDialog>
  )
}
