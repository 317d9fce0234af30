import { ReportButton } from './report-button'
import {
  Alert,
  Badge,
  Button,
  Heading,
  HStack,
  Stack,
  Text,
  type ButtonProps,
} from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Clock } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { errorMessage } from '@/api/api-error'
import { sendOrQueue, useWaitingActions } from '@/api/outbox'
import { askAction, questionsQuery, useQuestionAction, type AskInput } from '@/api/questions'
import { QueryError } from '@/components/feedback/query-error'
import { ListSkeleton } from '@/components/feedback/skeletons'
import { fieldsOf, TextareaField } from '@/components/ui/form-field'
import { humanDate } from '@/domain/format'
import {
  answerTextSchema,
  ANSWER_MAX,
  QUESTION_MAX,
  questionTextSchema,
  type Question,
} from '@/domain/questions'
import { z } from '@/domain/zod'
import { useApi, useServices } from '@/lib/services'

/**
 * Questions and answers on a startup's page: everyone reads them; a signed-in investor
 * (`asker`) asks; the founder (`founder`) answers, the answer marked 'Founder', or hides a
 * question. Everything written shows as text: nothing anyone types becomes markup.
 */
export function QuestionsSection({
  startupId,
  asker,
  founder,
}: {
  startupId: string
  asker?: string | undefined
  founder?: string | undefined
}) {
  const api = useApi()
  const query = useQuery(questionsQuery(api, startupId))
  // Questions of the investor's still on the device are questions too: no "No questions yet".
  const waiting = useWaitingActions<AskInput>(
    'ask',
    asker ?? '',
    (input) => input.startupid === startupId,
  ).length
  return (
    <Stack as="section" gap="3" aria-labelledby="startup-questions">
      <Heading as="h2" size="lg" id="startup-questions">
        Questions and answers
      </Heading>
      {asker && <AskForm startupId={startupId} uid={asker} />}
      {asker && <WaitingQuestions startupId={startupId} uid={asker} />}
      {query.isPending ? (
        <ListSkeleton label="Loading questions" heights={['16']} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        waiting === 0 && (
          <Text color="fg.muted">
            {founder
              ? 'No questions yet.'
              : 'No questions yet. Investors can ask the founder here.'}
          </Text>
        )
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {query.data.map((question) => (
            <QuestionItem
              key={question._id}
              question={question}
              startupId={startupId}
              founder={founder}
              reporter={asker}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function QuestionItem({
  question,
  startupId,
  founder,
  reporter,
}: {
  question: Question
  startupId: string
  founder?: string | undefined
  /** A signed-in investor, who may report the question to the operators. */
  reporter?: string | undefined
}) {
  const { hide } = useQuestionAction(startupId)
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="lg" p="4">
      {question.takenDown && (
        <TakenDownNote>
          Taken down by Seedling: only you and Seedling's operators see this question.
        </TakenDownNote>
      )}
      <Text fontSize="sm" color="fg.muted">
        {question.askedBy} asked on {humanDate(question.askedAt.slice(0, 10))}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {question.question}
      </Text>
      {question.answer !== null ? (
        <Stack gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="3">
          <HStack gap="2">
            <Badge colorPalette="brand">Founder</Badge>
            {question.answeredAt && (
              <Text fontSize="sm" color="fg.muted">
                {humanDate(question.answeredAt.slice(0, 10))}
              </Text>
            )}
          </HStack>
          {question.answerTakenDown && (
            <TakenDownNote>
              Taken down by Seedling: only you and Seedling's operators see this answer.
            </TakenDownNote>
          )}
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {question.answer}
          </Text>
        </Stack>
      ) : (
        founder && <AnswerForm question={question} startupId={startupId} uid={founder} />
      )}
      {reporter && !question.takenDown && (
        <HStack gap="1" flexWrap="wrap">
          <ReportButton uid={reporter} kind="question" id={question._id} label="this question" />
          {question.answer !== null && !question.answerTakenDown && (
            <ReportButton
              uid={reporter}
              kind="answer"
              id={question._id}
              label="this answer"
              what="answer"
            />
          )}
        </HStack>
      )}
      {founder && (
        <Stack gap="1" align="flex-start">
          <Button
            variant="ghost"
            size="sm"
            minH="11"
            loading={hide.isPending}
            onClick={() => hide.mutate({ useruid: founder, questionid: question._id })}
          >
            Hide question
          </Button>
          {hide.isError && (
            <Text color="fg.error" fontSize="sm">
              {errorMessage(hide.error)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}

/** Says that an operator took something down, to its author (who alone still sees it). */
function TakenDownNote({ children }: { children: string }) {
  return (
    <Alert.Root status="warning" size="sm">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  )
}

/**
 * One text and its button: an investor asking, or the founder answering a question. The text is
 * checked before it is sent; a refusal shows above it and keeps what was typed, and so does
 * taking it: the field empties only if it still holds what was sent.
 */
function TextForm({
  label,
  helper,
  max,
  textSchema,
  send,
  formLabel,
  children,
  ...button
}: {
  label: string
  helper?: string
  max: number
  textSchema: z.ZodType<string, string>
  send: (text: string) => Promise<unknown>
  /** Names the form (a landmark) where it stands once on the page. */
  formLabel?: string
  children: string
} & Pick<ButtonProps, 'variant' | 'size'>) {
  const form = useForm({
    resolver: zodResolver(z.object({ text: textSchema })),
    defaultValues: { text: '' },
  })
  const field = fieldsOf(form)
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await send(text)
      // Emptied of what was sent only: what was typed while it was on its way stays.
      if (form.getValues('text') === text) form.reset()
    } catch (error) {
      form.setError('root', { message: errorMessage(error) })
    }
  })
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={formLabel}>
      <Stack gap="2">
        {form.formState.errors.root && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{form.formState.errors.root.message}</Alert.Title>
          </Alert.Root>
        )}
        <TextareaField label={label} helper={helper} rows={3} maxLength={max} {...field('text')} />
        <Button
          type="submit"
          alignSelf="flex-start"
          colorPalette="brand"
          minH="11"
          loading={form.formState.isSubmitting}
          {...button}
        >
          {children}
        </Button>
      </Stack>
    </form>
  )
}

function AskForm({ startupId, uid }: { startupId: string; uid: string }) {
  const api = useApi()
  const client = useQueryClient()
  return (
    <TextForm
      label="Your question"
      helper="The founder answers here, for every investor to read."
      max={QUESTION_MAX}
      textSchema={questionTextSchema}
      send={(question) =>
        sendOrQueue(
          client,
          askAction(api),
          { useruid: uid, startupid: startupId, question },
          { uid, label: `Your question "${shortened(question)}"` },
        )
      }
      formLabel="Ask a question"
      variant="outline"
    >
      Ask a question
    </TextForm>
  )
}

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 39).trimEnd()}…` : text)

/**
 * The investor's questions asked offline (remote mode): kept on the device until the app can
 * send them, each with a way to drop it. What was typed is never lost.
 */
export function WaitingQuestions({ startupId, uid }: { startupId: string; uid: string }) {
  const { outbox } = useServices()
  const waiting = useWaitingActions<AskInput>('ask', uid, (input) => input.startupid === startupId)
  if (!waiting.length) return null
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Waiting to send">
      {waiting.map(({ id, variables }) => (
        <Stack as="li" key={id} gap="2" borderWidth="1px" borderStyle="dashed" rounded="lg" p="4">
          <HStack gap="1" color="fg.muted">
            <Clock aria-hidden="true" size="14" />
            <Text fontSize="sm">Waiting to send</Text>
          </HStack>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {variables.question}
          </Text>
          <Button
            alignSelf="flex-start"
            variant="ghost"
            size="sm"
            minH="11"
            onClick={() => void outbox?.cancel(id)}
          >
            Cancel
          </Button>
        </Stack>
      ))}
    </Stack>
  )
}

function AnswerForm({
  question,
  startupId,
  uid,
}: {
  question: Question
  startupId: string
  uid: string
}) {
  const { answer } = useQuestionAction(startupId)
  return (
    <TextForm
      label="Your answer"
      max={ANSWER_MAX}
      textSchema={answerTextSchema}
      send={(text) => answer.mutateAsync({ useruid: uid, questionid: question._id, answer: text })}
      size="sm"
    >
      Answer
    </TextForm>
  )
}
