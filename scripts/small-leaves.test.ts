import { describe, expect, it } from 'vitest'
import { smallLeafModules, type LeafModuleInfo } from './small-leaves'

/** A module graph from `imports` (static) and `lazy` (dynamic imports), each module `size` long. */
function graph(
  imports: Record<string, string[]>,
  lazy: Record<string, string[]>,
  size: Record<string, number> = {},
): LeafModuleInfo[] {
  const ids = new Set([
    ...Object.keys(imports),
    ...Object.values(imports).flat(),
    ...Object.keys(lazy),
    ...Object.values(lazy).flat(),
  ])
  return [...ids].map((id) => ({
    id,
    code: 'x'.repeat(size[id] ?? 100),
    isEntry: id === 'entry',
    importedIds: imports[id] ?? [],
    importers: Object.keys(imports).filter((other) => imports[other]!.includes(id)),
    dynamicImporters: Object.keys(lazy).filter((other) => lazy[other]!.includes(id)),
  }))
}

describe('the small leaves merged into one chunk', () => {
  it('takes small modules two lazy routes share that import only the entry’s, then what is made of them', () => {
    const modules = graph(
      {
        entry: ['react'],
        routeA: ['badge', 'row', 'styles.css'],
        routeB: ['badge', 'uses-lazy', 'styles.css'],
        routeC: ['row', 'uses-lazy'],
        badge: ['react'],
        // Made of a merged module: merged in turn.
        row: ['badge', 'react'],
        // Imports a module that stays in a chunk of its own (a large one routeA also loads
        // lazily): stays where it is too.
        'uses-lazy': ['chart'],
      },
      { entry: ['routeA', 'routeB', 'routeC'], routeA: ['chart'] },
      { chart: 20_000 },
    )
    expect([...smallLeafModules(modules)].sort()).toEqual(['badge', 'row'])
  })

  it('leaves a module one route alone needs, what the entry loads, and shared chunks over the size', () => {
    const modules = graph(
      {
        entry: ['shared-with-entry'],
        routeA: ['only-a', 'shared-with-entry', 'wide'],
        routeB: ['wide'],
      },
      { entry: ['routeA', 'routeB'] },
      { wide: 5_000 },
    )
    expect(smallLeafModules(modules)).toEqual(new Set())
    // The same chunk under a larger limit is merged.
    expect(smallLeafModules(modules, 8_192)).toEqual(new Set(['wide']))
  })

  it('counts a chunk’s modules together against the limit', () => {
    // Two modules both routes need make one would-be chunk of 3,000 bytes.
    const modules = graph(
      { entry: [], routeA: ['one', 'two'], routeB: ['one', 'two'] },
      { entry: ['routeA', 'routeB'] },
      { one: 1_500, two: 1_500 },
    )
    expect(smallLeafModules(modules, 4_096)).toEqual(new Set(['one', 'two']))
    expect(smallLeafModules(modules, 2_048)).toEqual(new Set())
  })
})
