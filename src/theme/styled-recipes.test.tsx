import { Box, Button, ChakraProvider } from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { system } from './system'

/**
 * Chakra's styled components (every Box, Stack, Text, Button …) compiled their recipe again at
 * each render, with new memo caches each time, so no render found the styles it had resolved
 * before: the first item of the investor journey's profile. scripts/patches mends Chakra's
 * factory (applied by `npm ci`); this fails if the patch is lost, say with an upgrade.
 */

/** The app's system, its recipe compiler counted. */
function countedSystem() {
  const counted = { ...system }
  return { counted, cva: vi.spyOn(counted, 'cva') }
}

/** The CSS text of the rules Emotion inserted for `className`. */
function rulesFor(className: string) {
  return [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .concat([...document.querySelectorAll('style')].map((style) => style.textContent ?? ''))
    .filter((text) => text.includes(className))
    .join('\n')
}

it("compiles a styled component's recipe once, not at every render, and its styles still follow its props", () => {
  const { counted, cva } = countedSystem()
  const ui = (padding: string) => (
    <ChakraProvider value={counted}>
      <Box as="section" aria-label="Raise" padding={padding}>
        <Button>Invest Now</Button>
      </Box>
    </ChakraProvider>
  )
  const { rerender } = render(ui('2'))
  const compiled = cva.mock.calls.length
  expect(compiled).toBeGreaterThan(0)
  const before = screen.getByRole('region', { name: 'Raise' }).className

  for (const padding of ['2', '3', '2', '4', '4']) rerender(ui(padding))

  // Unpatched: two or more compiles each render (Box, Button and its inner parts).
  expect(cva.mock.calls.length).toBe(compiled)
  const after = screen.getByRole('region', { name: 'Raise' }).className
  expect(after).not.toBe(before)
  const [boxClass] = after.split(' ').filter((name) => name.startsWith('css-'))
  expect(rulesFor(boxClass!)).toContain('padding:var(--chakra-spacing-4)')
  expect(screen.getByRole('button', { name: 'Invest Now' }).className).toMatch(/css-/)
})
