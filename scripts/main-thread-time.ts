// The main-thread time of a Chromium trace's page, for npm run profile:journey.

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string } }
  cat?: string
}

/**
 * The renderers (process ids) that loaded something from the app's origin: the page's, its service
 * worker's thread included. Chromium's own pages are left out: the full browser runs its omnibox
 * popup (chrome://omnibox-popup) in a renderer of its own, whose main thread took 1.9 of the
 * 17.0 s a journey counted on 2026-12-04 when every renderer counted.
 */
export function appRenderers(events: TraceEvent[], origin: string) {
  return new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.startsWith(origin))
      .map((e) => e.pid),
  )
}

/**
 * The page's main-thread time: the union of the task intervals on the app's renderer main threads
 * (tasks nest, so they are merged, not added), and within it the time in script, style, layout
 * and paint.
 */
export function mainThreadTime(events: TraceEvent[], origin: string) {
  const apps = appRenderers(events, origin)
  const main = new Set(
    events
      .filter(
        (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && apps.has(e.pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const tasks = new Map<string, Array<[number, number]>>()
  const byName = new Map<string, number>()
  const kinds: Record<string, string> = {
    FunctionCall: 'script',
    EvaluateScript: 'script',
    'v8.compile': 'script',
    UpdateLayoutTree: 'style',
    ParseAuthorStyleSheet: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
  }
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (e.ph !== 'X' || !main.has(thread) || !e.dur) continue
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      const list = tasks.get(thread) ?? []
      list.push([e.ts, e.ts + e.dur])
      tasks.set(thread, list)
    }
    const kind = kinds[e.name]
    if (kind) byName.set(kind, (byName.get(kind) ?? 0) + e.dur)
  }
  let total = 0
  for (const list of tasks.values()) {
    list.sort((a, b) => a[0] - b[0])
    let end = -Infinity
    for (const [from, to] of list) {
      if (to <= end) continue
      total += to - Math.max(from, end)
      end = to
    }
  }
  return { total: total / 1000, byName: new Map([...byName].map(([k, v]) => [k, v / 1000])) }
}
