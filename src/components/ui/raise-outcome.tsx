import { Alert, HStack, Text } from '@chakra-ui/react'
import { Scale } from 'lucide-react'
import { formatIndianNumber, humanDate } from '@/domain/format'
import { OUTCOME_TEXT, RAISE_KIND_TEXT } from '@/domain/raise'
import type { Startup } from '@/domain/startup'

/**
 * How the raise ends, in plain words (the close, an optional extension): 'All or nothing: if
 * the target is not reached by the closing date, every payment is refunded.' Nothing for a
 * startup without a closing date (it never closes) or a server without the extension.
 */
export function RaiseKindLine({ startup }: { startup: Pick<Startup, 'raiseKind' | 'closesOn'> }) {
  if (!startup.raiseKind || !startup.closesOn) return null
  const { label, means } = RAISE_KIND_TEXT[startup.raiseKind]
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
      <Scale size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text>
        <Text as="strong" color="fg">
          {label}:
        </Text>{' '}
        {means}
      </Text>
    </HStack>
  )
}

/**
 * The raise's end on its page: what was decided at the close ('Funded', 'Not funded — all
 * investments refunded'), or that it closed and waits for its decision (a moment at most).
 */
export function ClosedAlert({
  startup,
}: {
  startup: Pick<Startup, 'closesOn' | 'outcome' | 'fundsRequired' | 'raiseKind'>
}) {
  const closedOn = startup.closesOn ? humanDate(startup.closesOn) : null
  if (startup.outcome === 'not_funded')
    return (
      <Alert.Root status="neutral" variant="outline" role="status" aria-label="Raise outcome">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{OUTCOME_TEXT.not_funded}</Alert.Title>
          <Alert.Description>
            This all-or-nothing raise closed{closedOn ? ` on ${closedOn}` : ''} short of its ₹
            {formatIndianNumber(startup.fundsRequired)} target, so every payment was refunded. The
            total shows what it had raised at the close.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  if (startup.outcome === 'funded')
    return (
      <Alert.Root status="success" role="status" aria-label="Raise outcome">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{OUTCOME_TEXT.funded}</Alert.Title>
          <Alert.Description>
            This raise closed{closedOn ? ` on ${closedOn}` : ''}
            {startup.raiseKind === 'keep'
              ? ' and keeps what it raised'
              : ' having reached its target'}
            . It takes no more investments.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  return (
    <Alert.Root status="warning" role="status" aria-label="Raise outcome">
      <Alert.Indicator />
      <Alert.Title>
        This raise closed{closedOn ? ` on ${closedOn}` : ''}. It takes no more investments.
      </Alert.Title>
    </Alert.Root>
  )
}
