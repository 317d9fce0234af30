import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
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
