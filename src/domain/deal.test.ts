import { describe, expect, it } from 'vitest'
import { closingInWords, foundedInWords, impliedStake, impliedValuation, stakeText } from './deal'

describe('deal facts', () => {
  it('implies the valuation from the funds and the share offered', () => {
    expect(impliedValuation(500_000, 10)).toBe(5_000_000)
    expect(impliedValuation(2_500_000, 8)).toBe(31_250_000)
    expect(impliedValuation(500_000, 0)).toBeNull()
    expect(impliedValuation(0, 10)).toBeNull()
  })

  it('implies the stake an amount buys at the terms, and says it in three figures', () => {
    expect(impliedStake(1_500, 1_500_000, 10)).toBeCloseTo(0.01, 12)
    expect(impliedStake(1_500_000, 1_500_000, 10)).toBe(10)
    expect(stakeText(impliedStake(1_000, 15_000_000, 14)!)).toBe('0.000933%')
    expect(stakeText(impliedStake(250_000, 1_000_000, 12)!)).toBe('3%')
    expect(stakeText(2.345678)).toBe('2.35%')
    expect(impliedStake(1_000, undefined, 14)).toBeNull()
    expect(impliedStake(1_000, 15_000_000, undefined)).toBeNull()
    expect(impliedStake(1_000, 0, 14)).toBeNull()
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
