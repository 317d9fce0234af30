import { describe, expect, it } from 'vitest'
import { updatedInWords } from './update-age'

const now = Date.parse('2026-11-23T12:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('updatedInWords', () => {
  it('says nothing on a server without updates, and "No updates yet" before the first', () => {
    expect(updatedInWords(undefined, now)).toBeNull()
    expect(updatedInWords(null, now)).toBe('No updates yet')
  })

  it('counts minutes as just now, then hours, days and months', () => {
    expect(updatedInWords(ago(5 * 60_000), now)).toBe('Updated just now')
    expect(updatedInWords(ago(HOUR), now)).toBe('Updated 1 hour ago')
    expect(updatedInWords(ago(5 * HOUR), now)).toBe('Updated 5 hours ago')
    expect(updatedInWords(ago(DAY), now)).toBe('Updated 1 day ago')
    expect(updatedInWords(ago(3 * DAY + HOUR), now)).toBe('Updated 3 days ago')
    expect(updatedInWords(ago(90 * DAY), now)).toBe('Updated 3 months ago')
    // A clock a little ahead of the device's is not "in the future".
    expect(updatedInWords(new Date(now + 60_000).toISOString(), now)).toBe('Updated just now')
  })
})
