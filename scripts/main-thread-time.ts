// The main-thread time of a Chromium trace's page, for npm run profile:journey.

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; message?: string } }
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
  // The busy intervals, nested tasks merged, then how much of them falls in each step.
  const busy: Array<[number, number]> = []
  for (const list of tasks.values()) {
    list.sort((a, b) => a[0] - b[0])
    let end = -Infinity
    for (const [from, to] of list) {
      if (to <= end) continue
      busy.push([Math.max(from, end), to])
      end = to
    }
  }
  const total = busy.reduce((sum, [from, to]) => sum + to - from, 0)
  const marks = events
    .filter((e) => e.name === 'TimeStamp' && apps.has(e.pid) && e.args?.data?.message)
    .sort((a, b) => a.ts - b.ts)
  const bySteps = marks.map((mark, i) => {
    const from = i === 0 ? -Infinity : marks[i - 1]!.ts
    const inStep = busy.reduce(
      (sum, [start, end]) => sum + Math.max(0, Math.min(end, mark.ts) - Math.max(start, from)),
      0,
    )
    return [mark.args!.data!.message!, inStep / 1000] as [string, number]
  })
  return {
    total: total / 1000,
    byName: new Map([...byName].map(([k, v]) => [k, v / 1000])),
    /** The time up to each `console.timeStamp(step)` the page made, from the one before. */
    bySteps: new Map(bySteps),
  }
}
