import { describe, expect, it } from 'vitest'
import { nulField, refuseNul, refuseNulInUrl } from './nul-text'

describe('NUL characters in text', () => {
  it('names the first field that holds one, however deep', () => {
    expect(nulField({ a: 'fine', b: { c: ['x', 'y\0'] } })).toBe('b.c.1')
    expect(nulField({ ['k\0']: 1 })).toBe('k\0')
    expect(nulField('a\0')).toBe('')
    expect(nulField({ a: 'fine', n: 5, b: null, c: [true] })).toBeNull()
  })

  it('refuses them with the contract’s 400', () => {
    expect(() => refuseNul({ question: 'why\0' })).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_input', field: 'question' }),
    )
    expect(() => refuseNul({ question: 'why not?' })).not.toThrow()
  })

  it('finds them percent-encoded in a path or query', () => {
    expect(() => refuseNulInUrl('/api/startups/data/%00')).toThrow(
      expect.objectContaining({ status: 400 }),
    )
    expect(() => refuseNulInUrl('/api/startups/explore?q=a%00b')).toThrow()
    expect(() => refuseNulInUrl('/api/startups/explore?q=caf%C3%A9')).not.toThrow()
    expect(() => refuseNulInUrl('/api/startups/data/%E0%A4')).not.toThrow()
  })
})
