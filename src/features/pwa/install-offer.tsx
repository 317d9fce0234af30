import { Button, HStack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FloatingCard } from './floating-card'
import { useInstall } from '@/lib/use-pwa'

/** 'Install app' where the browser offers it, instructions on iOS; 'Not now' is remembered. */
export function InstallOffer() {
  const { method, store } = useInstall()
  const [showSteps, setShowSteps] = useState(false)
  if (!store || !method) return null
  return (
    <FloatingCard label="Install Seedling">
      <Text fontSize="sm">
        {showSteps
          ? "To install Seedling, tap the Share button in Safari, then 'Add to Home Screen'."
          : 'Install Seedling to open it from your home screen, even offline.'}
      </Text>
      <HStack gap="2">
        {!showSteps && (
          <Button
            size="xs"
            colorPalette="brand"
            onClick={() => (method === 'ios' ? setShowSteps(true) : void store.install())}
          >
            Install app
          </Button>
        )}
        <Button size="xs" variant="ghost" onClick={() => store.dismiss()}>
          {showSteps ? 'Done' : 'Not now'}
        </Button>
      </HStack>
    </FloatingCard>
  )
}
