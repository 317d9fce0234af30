import { HStack, Text } from '@chakra-ui/react'
import { Megaphone } from 'lucide-react'
import { updatedInWords } from '@/domain/update-age'
import { useMinute } from '@/lib/use-today'

/**
 * 'Updated 3 days ago' or 'No updates yet' for a startup, on cards and its page; nothing when
 * the server has no updates.
 */
export function UpdatedLabel({ lastUpdateAt }: { lastUpdateAt: string | null | undefined }) {
  const words = updatedInWords(lastUpdateAt, useMinute())
  if (!words) return null
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      <Megaphone size={14} aria-hidden="true" />
      <Text>{words}</Text>
    </HStack>
  )
}
