import { describe, expect, it } from 'vitest'
import { closingInWords, foundedInWords, impliedValuation } from './deal'

describe('deal facts', () => {
  it('implies the valuation from the funds and the share offered', () => {
    expect(impliedValuation(500_000, 10)).toBe(5_000_000)
    expect(impliedValuation(2_500_000, 8)).toBe(31_250_000)
    expect(impliedValuation(500_000, 0)).toBeNull()
    expect(impliedValuation(0, 10)).toBeNull()
  })

  it('says how long ago a startup was founded', () => {
    expect(foundedInWords('2019-04-22', '2026-11-22')).toBe('7 years ago')
    expect(foundedInWords('2025-11-01', '2026-11-22')).toBe('a year ago')
    expect(foundedInWords('2026-03-01', '2026-11-22')).toBe('this year')
    expect(foundedInWords('', '2026-11-22')).toBeNull()
  })

  it('counts the days left to the closing date, and says when it has closed', () => {
    expect(closingInWords('2026-12-04', '2026-11-22')).toEqual({
      closed: false,
      text: '12 days left',
    })
    expect(closingInWords('2026-11-23', '2026-11-22')).toEqual({
      closed: false,
      text: '1 day left',
    })
    expect(closingInWords('2026-11-22', '2026-11-22')).toEqual({
      closed: false,
      text: 'Last day to invest',
    })
    expect(closingInWords('2026-11-21', '2026-11-22')).toEqual({ closed: true, text: 'Closed' })
    expect(closingInWords(null, '2026-11-22')).toBeNull()
  })
})
