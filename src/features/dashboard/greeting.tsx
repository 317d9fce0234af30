import { Heading, Stack, Text } from '@chakra-ui/react'
import { greeting } from '@/domain/format'

/** 'Good morning|afternoon|evening, {name} 👋' and a welcome line. */
export function Greeting({ name, now = new Date() }: { name: string; now?: Date }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {greeting(now)}, {name}{' '}
        <span role="img" aria-label="waving hand">
          👋
        </span>
      </Heading>
      <Text color="fg.muted">Welcome to your Seedling dashboard.</Text>
    </Stack>
  )
}
