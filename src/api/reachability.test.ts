// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trackReachability, type Reachability } from './reachability'

describe('reachability: the app’s one online signal', () => {
  let tracker: Reachability | undefined
  beforeEach(() => {
    vi.useFakeTimers()
    onlineManager.setOnline(true)
  })
  afterEach(() => {
    tracker?.stop()
    vi.useRealTimers()
    onlineManager.setOnline(true)
  })

  it('marks the app offline when a request gets no answer, and online at the next answer', () => {
    tracker = trackReachability({ probe: async () => false })
    tracker.missed()
    expect(onlineManager.isOnline()).toBe(false)
    tracker.reached()
    expect(onlineManager.isOnline()).toBe(true)
  })

  it("stays offline when an answer sent before the browser's 'offline' arrives after it", () => {
    let network = true
    tracker = trackReachability({ probe: async () => false, browserOnline: () => network })
    network = false
    window.dispatchEvent(new Event('offline'))
    expect(onlineManager.isOnline()).toBe(false)
    // The late answer of a request made while there was a network.
    tracker.reached()
    expect(onlineManager.isOnline()).toBe(false)
    network = true
    window.dispatchEvent(new Event('online'))
    expect(onlineManager.isOnline()).toBe(true)
  })

  it('probes with growing pauses while the server cannot be reached, and stops once it answers', async () => {
    let answers = false
    const probe = vi.fn(async () => answers)
    tracker = trackReachability({ probe, pausesMs: [100, 200, 400] })
    tracker.missed()
    await vi.advanceTimersByTimeAsync(99)
    expect(probe).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(probe).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(probe).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(400)
    expect(probe).toHaveBeenCalledTimes(3)
    // The last pause repeats.
    await vi.advanceTimersByTimeAsync(400)
    expect(probe).toHaveBeenCalledTimes(4)
    expect(onlineManager.isOnline()).toBe(false)

    answers = true
    await vi.advanceTimersByTimeAsync(400)
    expect(probe).toHaveBeenCalledTimes(5)
    expect(onlineManager.isOnline()).toBe(true)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(probe).toHaveBeenCalledTimes(5)
  })

  it('does not probe while the server answers, nor twice at once', async () => {
    const probe = vi.fn(async () => false)
    tracker = trackReachability({ probe, pausesMs: [100] })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(probe).not.toHaveBeenCalled()
    tracker.missed()
    tracker.missed()
    tracker.missed()
    await vi.advanceTimersByTimeAsync(100)
    expect(probe).toHaveBeenCalledTimes(1)
  })

  it('follows the browser’s offline and online events too', async () => {
    tracker = trackReachability({ probe: async () => false, pausesMs: [100] })
    window.dispatchEvent(new Event('offline'))
    expect(onlineManager.isOnline()).toBe(false)
    window.dispatchEvent(new Event('online'))
    expect(onlineManager.isOnline()).toBe(true)
  })

  it('starts offline when the browser already says so', () => {
    tracker = trackReachability({ probe: async () => false, browserOnline: () => false })
    expect(onlineManager.isOnline()).toBe(false)
  })
})
