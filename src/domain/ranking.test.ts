import { describe, expect, it } from 'vitest'
import { topFunded } from './ranking'
import { startupSchema } from './startup'

const startup = (name: string, fundsRecieved: number) =>
  startupSchema.parse({ _id: name, name, fundsRecieved })

describe('topFunded', () => {
  it('ranks by funds received, then by name, and keeps n', () => {
    const list = [startup('b', 10), startup('a', 10), startup('c', 50), startup('d', 1)]
    expect(topFunded(list, 3).map((s) => s.name)).toEqual(['c', 'a', 'b'])
  })
  it('returns fewer when there are fewer', () => {
    expect(topFunded([startup('a', 1)], 10)).toHaveLength(1)
  })
})
