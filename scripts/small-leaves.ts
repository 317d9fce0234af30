// A code-splitting rule for the app's build (vite.config.ts): the small chunks that Rolldown
// would make of modules two lazy routes or more share, when they import nothing but what the
// entry loads, go into one chunk, `leaves`, instead of a file each. Every file of the build
// costs each new device a cache write in its offline copy (about 8–10 ms of CPU whatever its
// size, docs/performance.md), and the lazy routes shared 39 such chunks of a few hundred bytes
// (single Chakra components, Lucide icons, small domain modules). Only those: a chunk that
// imports anything lazy stays as it was, so `leaves` imports nothing but the entry, and no route
// loads more beyond the entry than these few kilobytes.
import type { Plugin } from 'vite'

/** What the rule reads of a module (Rollup's and Rolldown's ModuleInfo). */
export interface LeafModuleInfo {
  id: string
  code: string | null
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
  importedIds: readonly string[]
}

/** The largest chunk merged, in bytes of its modules' source. */
export const LEAF_CHUNK_MAX_BYTES = 4096

/**
 * The modules to merge: those of each would-be common chunk (the modules reached from the same
 * two or more dynamic imports, without the entry's) of at most `maxBytes` whose modules import
 * only the entry's modules, each other or modules merged already. Styles stay where they are
 * (Vite emits a chunk's CSS from the modules it lists).
 */
export function smallLeafModules(
  modules: readonly LeafModuleInfo[],
  maxBytes = LEAF_CHUNK_MAX_BYTES,
): Set<string> {
  const byId = new Map(modules.map((module) => [module.id, module]))
  // What the entry loads: the entries and everything they import statically.
  const initial = new Set<string>()
  const load = (id: string) => {
    if (initial.has(id)) return
    initial.add(id)
    for (const imported of byId.get(id)?.importedIds ?? []) load(imported)
  }
  for (const module of modules) if (module.isEntry) load(module.id)
  // Each lazy module's roots: the dynamic imports that reach it through lazy modules.
  const roots = new Map<string, Set<string>>()
  const reach = (root: string, id: string) => {
    if (initial.has(id)) return
    const found = roots.get(id) ?? new Set<string>()
    if (found.has(root)) return
    found.add(root)
    roots.set(id, found)
    for (const imported of byId.get(id)?.importedIds ?? []) reach(root, imported)
  }
  for (const module of modules)
    if (module.dynamicImporters.length > 0 && !initial.has(module.id)) reach(module.id, module.id)
  // Modules of one set of roots make one chunk.
  const chunks = new Map<string, string[]>()
  for (const [id, found] of roots) {
    if (found.size < 2) continue
    const key = [...found].sort().join('\n')
    chunks.set(key, [...(chunks.get(key) ?? []), id])
  }
  const merged = new Set<string>()
  const small = [...chunks.values()].filter(
    (ids) =>
      ids.reduce((sum, id) => sum + (byId.get(id)?.code?.length ?? Infinity), 0) <= maxBytes &&
      !ids.some((id) => /\.(css|scss|sass|less)(\?|$)/.test(id)),
  )
  // A chunk whose imports are all merged already is a leaf in turn (a component made of merged
  // ones), until none is left to take.
  for (let taken = true; taken;) {
    taken = false
    for (const ids of small) {
      if (merged.has(ids[0]!)) continue
      const members = new Set(ids)
      const leaf = ids.every((id) =>
        (byId.get(id)?.importedIds ?? []).every(
          (imported) => initial.has(imported) || members.has(imported) || merged.has(imported),
        ),
      )
      if (!leaf) continue
      for (const id of ids) merged.add(id)
      taken = true
    }
  }
  return merged
}

/**
 * The plugin that reads the module graph once it is built, and the group's `test` that captures
 * what `smallLeafModules` chose (Rolldown asks it when it makes the chunks, after the build).
 */
export function smallLeaves(maxBytes = LEAF_CHUNK_MAX_BYTES) {
  let merged = new Set<string>()
  const plugin: Plugin = {
    name: 'seedling-small-leaves',
    apply: 'build',
    buildEnd() {
      const modules = [...this.getModuleIds()]
        .map((id) => this.getModuleInfo(id))
        .filter((info): info is NonNullable<typeof info> => info !== null)
      merged = smallLeafModules(modules, maxBytes)
    },
  }
  return { plugin, test: (id: string) => merged.has(id) }
}
