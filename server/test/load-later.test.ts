import { describe, expect, it } from 'vitest'
import { loadLater } from '../src/load-later'

describe('a package loaded at its first use', () => {
  it('loads nothing until asked, then once however often asked', async () => {
    let loads = 0
    const load = loadLater(async () => ({ n: ++loads }))
    expect(loads).toBe(0)
    const [a, b] = await Promise.all([load(), load()])
    expect(await load()).toBe(a)
    expect(b).toBe(a)
    expect(loads).toBe(1)
  })

  it('tries again after a failed load rather than keeping the failure', async () => {
    let loads = 0
    const load = loadLater(async () => {
      loads += 1
      if (loads === 1) throw new Error('not there yet')
      return 'loaded'
    })
    await expect(load()).rejects.toThrow('not there yet')
    await expect(load()).resolves.toBe('loaded')
    expect(loads).toBe(2)
  })
})
