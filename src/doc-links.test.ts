import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Comments and documents point at the product's description by anchor (docs/product.md#data)
 * and at decisions by number (docs/decisions/002): every one of them must lead somewhere.
 */
const files = execFileSync(
  'git',
  ['ls-files', '-z', 'src', 'mocks', 'server', 'scripts', 'e2e', 'stories', 'docs', 'README.md'],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
)
  .split('\0')
  // This file names the patterns it looks for.
  .filter((file) => /\.(ts|tsx|mjs|md)$/.test(file) && file !== 'src/doc-links.test.ts')
  .filter((file) => existsSync(file))

const cited = (pattern: RegExp) => {
  const found = new Map<string, string>()
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(pattern))
      if (!found.has(match[1]!)) found.set(match[1]!, file)
  return found
}

describe('links into the docs', () => {
  it('every docs/product.md#anchor cited names a section of it', () => {
    const anchors = new Set(
      [...readFileSync('docs/product.md', 'utf8').matchAll(/\{#([a-z0-9-]+)\}/g)].map((m) => m[1]),
    )
    const anchorsCited = cited(/docs\/product\.md#([a-z0-9-]+)/g)
    expect(anchorsCited.size).toBeGreaterThan(10)
    for (const [anchor, file] of anchorsCited)
      expect(anchors.has(anchor), `${file} cites docs/product.md#${anchor}`).toBe(true)
  })

  it('every docs/decisions/NNN cited is a decision on file', () => {
    const decisions = new Set(readdirSync('docs/decisions').map((name) => name.slice(0, 3)))
    const numbersCited = cited(/docs\/decisions\/(\d{3})/g)
    expect(numbersCited.size).toBeGreaterThan(0)
    for (const [number, file] of numbersCited)
      expect(decisions.has(number), `${file} cites docs/decisions/${number}`).toBe(true)
  })

  it('every relative link and picture in README.md and docs/ leads to a file', () => {
    const pages = files.filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file))
    let links = 0
    for (const page of pages)
      for (const match of readFileSync(page, 'utf8').matchAll(/\]\(([^)\s]+)\)|src="([^"]+)"/g)) {
        const target = (match[1] ?? match[2])!
        if (/^(https?:|mailto:|#)/.test(target)) continue
        links += 1
        const path = join(dirname(page), target.split('#')[0]!)
        expect(existsSync(path), `${page} links ${target}`).toBe(true)
      }
    expect(links).toBeGreaterThan(10)
  })
})
