import { Heading, Stack, Text } from '@chakra-ui/react'
import { Markdown } from '@/components/ui/markdown'
import { humanDate } from '@/domain/format'
import type { StartupUpdate } from '@/domain/updates'

/** One update: its title, when, and the founder's markdown (no raw HTML, safe links). */
export function UpdateItem({ update }: { update: StartupUpdate }) {
  return (
    <Stack as="article" gap="1" borderWidth="1px" rounded="lg" p="4" aria-label={update.title}>
      <Heading as="h3" size="md">
        {update.title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        <time dateTime={update.createdAt}>{humanDate(update.createdAt.slice(0, 10))}</time>
      </Text>
      <Markdown>{update.body}</Markdown>
    </Stack>
  )
}
