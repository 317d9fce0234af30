// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { startWhenNeeded } from './start-when-needed'

describe('startWhenNeeded', () => {
  it('starts once, however many ask while it starts', async () => {
    const start = vi.fn(async () => 'up')
    const backend = startWhenNeeded(start)
    const [a, b] = await Promise.all([backend.get(), backend.get()])
    expect([a, b]).toEqual(['up', 'up'])
    await backend.get()
    expect(start).toHaveBeenCalledTimes(1)
    await expect(backend.started).resolves.toBe('up')
  })

  it('starts again after a start that failed, and is up from then on', async () => {
    const start = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('the worker did not take the page in time'))
      .mockResolvedValue('up')
    const backend = startWhenNeeded(start)
    await expect(backend.get()).rejects.toThrow('the worker did not take the page in time')
    await expect(backend.get()).resolves.toBe('up')
    await expect(backend.started).resolves.toBe('up')
    await backend.get()
    expect(start).toHaveBeenCalledTimes(2)
  })

  it("starts at the user's first interaction", async () => {
    const start = vi.fn(async () => 'up')
    const backend = startWhenNeeded(start, 60_000)
    expect(start).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('keydown'))
    await expect(backend.started).resolves.toBe('up')
    expect(start).toHaveBeenCalledTimes(1)
  })
})
