import { Button, HStack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FloatingCard } from './floating-card'
import { useUpdate } from '@/lib/use-pwa'

/** Offers to reload into a new version; never while an invest or publicise flow holds it back. */
export function UpdatePrompt() {
  const { ready, held, store } = useUpdate()
  const [later, setLater] = useState(false)
  const [applying, setApplying] = useState(false)
  if (!store || !ready || held || later) return null
  return (
    <FloatingCard label="Update available">
      <Text role="status" fontSize="sm">
        A new version of Seedling is ready.
      </Text>
      <HStack gap="2">
        <Button
          size="xs"
          colorPalette="brand"
          loading={applying}
          onClick={() => {
            setApplying(true)
            store.apply()
          }}
        >
          Reload
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setLater(true)}>
          Later
        </Button>
      </HStack>
    </FloatingCard>
  )
}
