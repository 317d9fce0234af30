import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { serverBuildIsStale } from './build-server.mjs'

describe("the server's build, made again only when stale", () => {
  let folder = ''
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('is stale when missing, when a file it was made from is newer or gone, else not', () => {
    folder = mkdtempSync(join(tmpdir(), 'seedling-build-'))
    const out = join(folder, 'dist')
    const source = join(folder, 'main.ts')
    writeFileSync(source, 'export {}\n')
    expect(serverBuildIsStale(out)).toBe(true)
    mkdirSync(out)
    writeFileSync(join(out, 'main.mjs'), '')
    expect(serverBuildIsStale(out)).toBe(true)
    writeFileSync(join(out, 'inputs.json'), JSON.stringify([source]))
    const built = Date.now() / 1000
    utimesSync(source, built - 60, built - 60)
    utimesSync(join(out, 'main.mjs'), built, built)
    expect(serverBuildIsStale(out)).toBe(false)
    // The source edited after the build.
    utimesSync(source, built + 60, built + 60)
    expect(serverBuildIsStale(out)).toBe(true)
    // The source gone (renamed or deleted since).
    rmSync(source)
    expect(serverBuildIsStale(out)).toBe(true)
  })
})
