import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import type { Undone } from '@/domain/cancellation'
import { formatIndianNumber, humanDate, humanDateTime } from '@/domain/format'

/**
 * One funding in a list: a picture, who or what (a link where there is a page to go to), an
 * optional second line, the date and the amount. With an `id`, the row can be linked to (a
 * receipt's reference) and is marked when it is the one linked to.
 */
export function AmountRow({
  id,
  media,
  title,
  subtitle,
  notice,
  date,
  amount,
  action,
  undone = null,
  current = false,
}: {
  id?: string
  /** The row a link pointed to (a receipt's reference): marked, and scrolled into view. */
  current?: boolean
  media: ReactNode
  title: ReactNode
  subtitle?: string
  /** What the investor must read in full (why Seedling took the startup down): wraps, never cut. */
  notice?: string | undefined
  date?: string | undefined
  amount: number
  /** A link or button for this funding (its receipt), under the amount. */
  action?: ReactNode
  /**
   * Cancelled within the cooling-off window, or refunded at the close (when, and the refund's
   * reference): marked in a neutral colour, its amount struck through, never tinted as the row a
   * link pointed to.
   */
  undone?: Undone | null
}) {
  const cancelled = Boolean(undone)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (current) ref.current?.scrollIntoView({ block: 'center' })
  }, [current])
  return (
    <Stack
      as="li"
      ref={ref}
      id={id}
      aria-current={current ? 'true' : undefined}
      gap="2"
      p="3"
      borderWidth="1px"
      rounded="md"
      scrollMarginTop="24"
      bg={cancelled ? 'bg.muted' : undefined}
      css={
        cancelled
          ? undefined
          : { '&[aria-current]': { borderColor: 'brand.solid', bg: 'brand.subtle' } }
      }
    >
      <HStack gap="4">
        {media}
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="semibold">{title}</Text>
          {subtitle && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {subtitle}
            </Text>
          )}
          {notice && (
            <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
              {notice}
            </Text>
          )}
        </Stack>
        <Stack gap="0" align="end" flexShrink={0}>
          <Text
            fontWeight="bold"
            textDecoration={cancelled ? 'line-through' : undefined}
            color={cancelled ? 'fg.muted' : undefined}
          >
            ₹{formatIndianNumber(amount)}
          </Text>
          {date && (
            <Text asChild fontSize="xs" color="fg.muted">
              <time dateTime={date}>{humanDate(date)}</time>
            </Text>
          )}
          {undone && (
            <Badge colorPalette={undone.label === 'Refunded' ? 'blue' : 'gray'} mt="1">
              {undone.label}
            </Badge>
          )}
          {undone && (
            <Text asChild fontSize="xs" color="fg.muted">
              <time dateTime={undone.at}>on {humanDateTime(undone.at)}</time>
            </Text>
          )}
          {undone?.reference && (
            <Text fontSize="xs" color="fg.muted">
              Ref. {undone.reference}
            </Text>
          )}
        </Stack>
      </HStack>
      {/* Status and actions: a line of their own, so a phone's row keeps room for its name. */}
      {action && (
        <HStack justify="flex-end" align="center" gap="3" flexWrap="wrap" fontSize="sm">
          {action}
        </HStack>
      )}
    </Stack>
  )
}

/** The anchor of a payment's row in Funded, for its receipt's reference. */
export const paymentAnchor = (paymentId: string) => `payment-${paymentId}`
