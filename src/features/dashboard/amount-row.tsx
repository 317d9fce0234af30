import { HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { formatIndianNumber } from '@/domain/format'

/** One funding in a list: a picture, who or what, an optional second line, and the amount. */
export function AmountRow({
  media,
  title,
  subtitle,
  amount,
}: {
  media: ReactNode
  title: string
  subtitle?: string
  amount: number
}) {
  return (
    <HStack as="li" gap="4" p="3" borderWidth="1px" rounded="md">
      {media}
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="semibold">{title}</Text>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Text fontWeight="bold">₹{formatIndianNumber(amount)}</Text>
    </HStack>
  )
}
