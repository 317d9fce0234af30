import { Stack, type StackProps } from '@chakra-ui/react'
import { useLayoutEffect, useRef, type ReactNode } from 'react'

/** A small, non-blocking card in the floating layer for offers the user may ignore. */
export function FloatingCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      as="aside"
      aria-label={label}
      layerStyle="floating"
      gap="2"
      maxW={{ base: 'full', sm: 'xs' }}
      alignSelf={{ base: 'stretch', sm: 'flex-end' }}
      pointerEvents="auto"
    >
      {children}
    </Stack>
  )
}

/** The CSS variable that holds the floating layer's height, for the page's bottom padding. */
export const FLOATING_HEIGHT_VAR = '--floating-height'

/**
 * The app's one place for what floats above the page: the offline notice, the update and
 * install offers and the demo notice, stacked at the bottom so they never cover the header or
 * each other. Its height is kept in `--floating-height`: the page leaves that much room at its
 * bottom (so everything can be scrolled clear of it) and toasts sit just above it.
 */
export function FloatingLayer({ children, ...props }: { children: ReactNode } & StackProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    // The observer reports the layer's size once laid out (and then at each change), before
    // the frame is painted: measuring it here instead would lay out the whole page in the middle
    // of the app's first commit.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight
      root.style.setProperty(FLOATING_HEIGHT_VAR, `${height}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(FLOATING_HEIGHT_VAR)
    }
  }, [])
  return (
    <Stack
      ref={ref}
      data-floating-layer=""
      data-print="hide"
      position="fixed"
      insetInline="0"
      bottom="0"
      zIndex="banner"
      gap="2"
      px="2"
      pb="calc(0.5rem + env(safe-area-inset-bottom, 0px))"
      pointerEvents="none"
      // Empty, it takes no room.
      css={{ '&:not(:has(*))': { padding: 0 } }}
      {...props}
    >
      {children}
    </Stack>
  )
}
