import { Card, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** What a list says when it has nothing in it: a quiet card with one or two sentences. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="subtle">
      <Card.Body>
        <Text>{children}</Text>
      </Card.Body>
    </Card.Root>
  )
}
