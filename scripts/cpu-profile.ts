// Where a Chromium trace's JavaScript time went: the V8 sampling profiler's chunks in the trace
// (category disabled-by-default-v8.cpu_profiler), each sample's self time given to its function,
// mapped back through the build's source maps (a build made with --sourcemap) to the source file
// and function the minified code came from. Used by npm run profile:journey --top N.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'

interface CallFrame {
  functionName: string
  /** Absent for V8's own entries and native code. */
  url?: string
  lineNumber: number
  columnNumber: number
}

interface ProfileNode {
  id: number
  callFrame: CallFrame
}

export interface ProfileEvent {
  name: string
  id?: string
  pid: number
  tid: number
  args?: {
    /** A thread_name event's name. */
    name?: string
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
  }
}

/** V8's own entries: not a function of the page. */
const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)'])

/** A built file's source map from `dir` (the folder the build was served from), once each. */
function sourceMaps(dir: string) {
  const maps = new Map<string, TraceMap | null>()
  return (url: string) => {
    if (!maps.has(url)) {
      const path = join(dir, new URL(url).pathname)
      const file = `${path}.map`
      maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null)
    }
    return maps.get(url) ?? null
  }
}

/** node_modules/<package> for a dependency, the repository's path for our own sources. */
function moduleOf(source: string) {
  const path = source.replace(/^(\.\.\/)+/, '')
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  return dependency ? dependency[1]! : path
}

/**
 * Self time by function and by module (a package, or one of our files), in ms, largest first:
 * the samples of the pages' main threads (not the service worker's), the build's files mapped
 * through their source maps in `dir` when it has them.
 */
export function selfTimes(events: ProfileEvent[], dir: string) {
  const mapOf = sourceMaps(dir)
  const threadName = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  )
  // A profile starts on the thread it samples; its chunks come from the profiler's own thread.
  const pages = new Set(
    events
      .filter(
        (e) => e.name === 'Profile' && threadName.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
      )
      .map((e) => `${e.pid}:${e.id}`),
  )
  // A profile's nodes arrive over its chunks; samples refer to them by id.
  const nodes = new Map<string, CallFrame>()
  const byFunction = new Map<string, number>()
  const byModule = new Map<string, number>()
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms)
  const place = new Map<string, { fn: string; module: string }>()
  const placeOf = (frame: CallFrame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`
    let found = place.get(key)
    if (!found) {
      const url = frame.url ?? ''
      const map = url.startsWith('http') ? mapOf(url) : null
      // A frame outside the map's lines (V8's wrapper of a module, line -1) has no source.
      const original =
        map && frame.lineNumber >= 0
          ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
          : null
      const file = original?.source ?? (url.startsWith('http') ? new URL(url).pathname : '(native)')
      const name = original?.name ?? (frame.functionName || '(anonymous)')
      const line = original?.line ?? frame.lineNumber + 1
      found = { fn: `${name} ${moduleOf(file)}:${line}`, module: moduleOf(file) }
      place.set(key, found)
    }
    return found
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue
    const profile = event.args?.data?.cpuProfile
    const deltas = event.args?.data?.timeDeltas ?? []
    const prefix = `${event.pid}:${event.id}`
    if (!pages.has(prefix)) continue
    for (const node of profile?.nodes ?? []) nodes.set(`${prefix}:${node.id}`, node.callFrame)
    for (const [index, sample] of (profile?.samples ?? []).entries()) {
      const frame = nodes.get(`${prefix}:${sample}`)
      // The time until the next sample is this sample's.
      const ms = (deltas[index + 1] ?? 0) / 1000
      if (!frame || ms <= 0) continue
      if (SPECIAL.has(frame.functionName)) {
        add(byModule, frame.functionName, ms)
        continue
      }
      const { fn, module } = placeOf(frame)
      add(byFunction, fn, ms)
      add(byModule, module, ms)
    }
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])
  return { byFunction: sorted(byFunction), byModule: sorted(byModule) }
}
