import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A small, non-blocking card in the bottom corner for offers the user may ignore. */
export function FloatingCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      as="aside"
      aria-label={label}
      gap="2"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="md"
      px="3"
      py="2"
      maxW="xs"
      pointerEvents="auto"
    >
      {children}
    </Stack>
  )
}

/** The corner that holds the floating cards, stacked. */
export function FloatingCorner({ children }: { children: ReactNode }) {
  return (
    <Stack
      position="fixed"
      insetInlineEnd="2"
      bottom="12"
      zIndex="banner"
      gap="2"
      alignItems="flex-end"
      pointerEvents="none"
      maxW="calc(100vw - 1rem)"
    >
      {children}
    </Stack>
  )
}
