import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { tokens as chakraTokens } from '@chakra-ui/react/theme'
import { system } from './system'

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) sources(path, out)
    else if (path.endsWith('.tsx') && !path.endsWith('.test.tsx')) out.push(path)
  }
  return out
}

it('has the slot recipe of every multi-part Chakra component the app draws', () => {
  const used = new Set<string>()
  for (const file of sources('src')) {
    for (const [, part] of readFileSync(file, 'utf8').matchAll(/<([A-Z][A-Za-z]+)\.Root\b/g)) {
      used.add(part![0]!.toLowerCase() + part!.slice(1))
    }
  }
  expect(used.size).toBeGreaterThan(10)
  // Without its recipe a component renders unstyled (a table with no cell padding).
  const missing = [...used].filter((key) => !system.getSlotRecipe(key))
  expect(missing).toEqual([])
})

it("has every palette the app names, and none of Chakra's it never shows", () => {
  const colors = chakraTokens.colors as Record<string, Record<string, unknown>>
  const palettes = Object.keys(colors).filter((name) => typeof colors[name]?.['500'] === 'object')
  expect(palettes).toContain('red')
  const text = [...sources('src'), ...sources('stories')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  // A palette is named as a prop's value ('red') or in a token's path (red.500, red.fg).
  const named = palettes.filter((name) =>
    new RegExp(`['"\`]${name}['"\`]|\\b${name}\\.(\\d|[a-z])`).test(text),
  )
  expect(named).toEqual(expect.arrayContaining(['red', 'gray', 'blue']))
  const kept = palettes.filter((name) => system.tokens.getByName(`colors.${name}.500`))
  expect(named.filter((name) => !kept.includes(name))).toEqual([])
  expect(kept.length).toBeLessThan(palettes.length)
})
