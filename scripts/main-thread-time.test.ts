import { describe, expect, it } from 'vitest'
import { appRenderers, mainThreadTime, type TraceEvent } from './main-thread-time'

const ORIGIN = 'http://127.0.0.1:4179'
const APP = 10
const WEBUI = 20

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
})
const request = (pid: number, url: string): TraceEvent => ({
  name: 'ResourceSendRequest',
  ph: 'I',
  ts: 0,
  pid,
  tid: pid,
  args: { data: { url } },
})
/** A complete event from `from` to `to` ms. */
const span = (pid: number, tid: number, name: string, from: number, to: number): TraceEvent => ({
  name,
  ph: 'X',
  ts: from * 1000,
  dur: (to - from) * 1000,
  pid,
  tid,
})

describe("the journey's main-thread time", () => {
  const events: TraceEvent[] = [
    thread(APP, APP, 'CrRendererMain'),
    thread(APP, APP + 1, 'ServiceWorkerThread'),
    thread(WEBUI, WEBUI, 'CrRendererMain'),
    request(APP, `${ORIGIN}/login`),
    request(WEBUI, 'chrome://omnibox-popup.top-chrome/app.js'),
    // The page: a task of 0–10 ms with a nested one, and another of 20–25 ms.
    span(APP, APP, 'RunTask', 0, 10),
    span(APP, APP, 'ThreadControllerImpl::RunTask', 2, 6),
    span(APP, APP, 'FunctionCall', 2, 5),
    span(APP, APP, 'RunTask', 20, 25),
    span(APP, APP, 'UpdateLayoutTree', 21, 23),
    // The page's service worker, off the main thread.
    span(APP, APP + 1, 'RunTask', 0, 30),
    // Chromium's omnibox popup, in a renderer of its own.
    span(WEBUI, WEBUI, 'RunTask', 0, 40),
    span(WEBUI, WEBUI, 'FunctionCall', 0, 40),
  ]

  it("counts the app's renderer main thread, nested tasks once", () => {
    const { total, byName } = mainThreadTime(events, ORIGIN)
    expect(total).toBe(15)
    expect(Object.fromEntries(byName)).toEqual({ script: 3, style: 2 })
  })

  it("names the app's renderer for the samples too, not Chromium's popup", () => {
    expect([...appRenderers(events, ORIGIN)]).toEqual([APP])
  })

  it('splits the busy time at the steps the page marked, nested tasks once', () => {
    const mark = (pid: number, at: number, message: string): TraceEvent => ({
      name: 'TimeStamp',
      ph: 'I',
      ts: at * 1000,
      pid,
      tid: pid,
      args: { data: { message } },
    })
    const marked = [...events, mark(APP, 4, 'first'), mark(APP, 22, 'second'), mark(WEBUI, 30, 'x')]
    expect(Object.fromEntries(mainThreadTime(marked, ORIGIN).bySteps)).toEqual({
      first: 4,
      second: 8,
    })
  })

  it('counts nothing of a renderer that loaded nothing from the origin', () => {
    expect(mainThreadTime(events, 'http://127.0.0.1:9999').total).toBe(0)
  })
})
