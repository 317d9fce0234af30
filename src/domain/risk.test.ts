import { describe, expect, it } from 'vitest'
import { riskAckExpiry, riskCheckDue } from './risk'

describe('riskCheckDue', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('never asks on a server without the extension; always asks who never acknowledged', () => {
    expect(riskCheckDue(undefined, now)).toBe(false)
    expect(riskCheckDue(null, now)).toBe(true)
  })
  it('holds for twelve months to the moment, then asks again', () => {
    expect(riskCheckDue('2025-11-23T12:00:01Z', now)).toBe(false)
    expect(riskCheckDue('2025-11-23T12:00:00Z', now)).toBe(true)
    expect(riskCheckDue('2026-06-01T00:00:00Z', now)).toBe(false)
  })
  it('asks again when the recorded time cannot be read', () => {
    expect(riskCheckDue('yesterday', now)).toBe(true)
  })
  it('a leap day runs out on the last day of February a year later', () => {
    expect(new Date(riskAckExpiry('2028-02-29T08:00:00Z')).toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    )
  })
})
