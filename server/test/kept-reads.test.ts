import { describe, expect, it } from 'vitest'
import { keptByVersion, keptReads } from '../src/kept-reads'

describe('reads kept for the next callers', () => {
  it('share one read while it is under way and kept; forget one under way when cleared', async () => {
    const reads = keptReads<number>({ ttlMs: 60_000, max: 10 })
    const finish: (() => void)[] = []
    const slow = () =>
      new Promise<number>((resolve) => {
        const made = finish.length + 1
        finish.push(() => resolve(made))
      })
    const first = reads.get('a', slow)
    expect(reads.get('a', slow)).toBe(first)
    // A write while the read is under way: the next caller reads again.
    reads.clear()
    const second = reads.get('a', slow)
    expect(finish).toHaveLength(2)
    for (const done of finish) done()
    expect(await first).toBe(1)
    expect(await second).toBe(2)
    expect(await reads.get('a', slow)).toBe(2)
    expect(finish).toHaveLength(2)
  })

  it('keep no failed read, hold at most `max`, and keep nothing with no time', async () => {
    const reads = keptReads<string>({ ttlMs: 60_000, max: 2 })
    await expect(reads.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await reads.get('x', async () => 'up')).toBe('up')
    await reads.get('y', async () => 'y1')
    // A third key pushes out the oldest made ('x').
    await reads.get('z', async () => 'z1')
    expect(await reads.get('x', async () => 'x2')).toBe('x2')
    expect(await reads.get('z', async () => 'z2')).toBe('z1')
    const none = keptReads<number>({ ttlMs: 0, max: 2 })
    let made = 0
    await none.get('a', async () => ++made)
    expect(await none.get('a', async () => ++made)).toBe(2)
  })
})

describe('answers kept by version', () => {
  const answer = (size: number) => ({ size })
  const kept = () =>
    keptByVersion({ maxSize: 100, sizeOf: (a: { size: number }) => a.size, remembered: 3 })

  it('keeps an answer from its second read, with the version it was read at', () => {
    const answers = kept()
    const first = answer(10)
    answers.offer('a', 'v1', first)
    expect(answers.get('a')).toBeUndefined()
    const second = answer(10)
    answers.offer('a', 'v2', second)
    expect(answers.get('a')).toEqual({ version: 'v2', answer: second })
  })

  it('forgets a first read once `remembered` others came after it', () => {
    const answers = kept()
    answers.offer('a', 'v1', answer(10))
    for (const key of ['b', 'c', 'd']) answers.offer(key, 'v1', answer(10))
    answers.offer('a', 'v1', answer(10))
    expect(answers.get('a')).toBeUndefined()
  })

  it('keeps no more than its size, the least recently asked for going first', () => {
    const answers = kept()
    for (const key of ['a', 'b', 'a', 'b']) answers.offer(key, 'v1', answer(40))
    expect(answers.get('a')).toBeDefined()
    answers.offer('c', 'v1', answer(40))
    answers.offer('c', 'v1', answer(40))
    expect(answers.get('b')).toBeUndefined()
    expect(answers.get('a')).toBeDefined()
    expect(answers.get('c')).toBeDefined()
  })
})
