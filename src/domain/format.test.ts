import { describe, expect, it, vi } from 'vitest'
import {
  humanDateTime,
  humanIstDateTime,
  istDateTime,
  istTime,
  savedAgoText,
  datePart,
  formatCompactRupees,
  fundedOutOfText,
  fundingProgress,
  greeting,
  initials,
  truncate,
} from './format'

describe('formatCompactRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1.00K'],
    [1500, '₹1.50K'],
    [999_999, '₹1000.00K'],
    [2_000_000, '₹2.00M'],
    [3_000_000_000, '₹3.00B'],
  ])('shows %d as %s', (amount, text) => {
    expect(formatCompactRupees(amount)).toBe(text)
  })
})

describe('fundedOutOfText', () => {
  it('uses Indian digit grouping', () => {
    expect(fundedOutOfText(1234567, 10000000)).toBe('Rs 12,34,567 Funded out of Rs 1,00,00,000')
  })
})

describe('fundingProgress', () => {
  it('is received over required as a percentage', () => {
    expect(fundingProgress(250, 1000)).toBe(25)
  })
  it('is capped at 100', () => {
    expect(fundingProgress(5000, 1000)).toBe(100)
  })
  it('is 0 when nothing is required', () => {
    expect(fundingProgress(10, 0)).toBe(0)
  })
})

describe('greeting', () => {
  it.each([
    ['2026-01-01T00:00:00', 'Good morning'],
    ['2026-01-01T11:59:59', 'Good morning'],
    ['2026-01-01T12:00:00', 'Good afternoon'],
    ['2026-01-01T17:59:59', 'Good afternoon'],
    ['2026-01-01T18:00:00', 'Good evening'],
  ])('at %s says %s', (time, text) => {
    expect(greeting(new Date(time))).toBe(text)
  })
})

describe('small text helpers', () => {
  it('cuts long labels at 20 characters with an ellipsis', () => {
    expect(truncate('Agriculture, Finance, IT')).toBe('Agriculture, Finance…')
    expect(truncate('IT')).toBe('IT')
  })
  it('keeps only the date part of a date/time', () => {
    expect(datePart('2021-04-05T10:20:30.000Z')).toBe('2021-04-05')
  })
  it('makes initials from a name', () => {
    expect(initials('Meera Shah')).toBe('MS')
    expect(initials('  ')).toBe('?')
  })
})

describe('savedAgoText', () => {
  const t = Date.UTC(2026, 10, 22, 12)
  it('says how long ago data was saved, in the largest whole unit', () => {
    expect(savedAgoText(t, t + 20_000)).toBe('Saved just now')
    expect(savedAgoText(t, t + 60_000)).toBe('Saved 1 minute ago')
    expect(savedAgoText(t, t + 59 * 60_000)).toBe('Saved 59 minutes ago')
    expect(savedAgoText(t, t + 3 * 3_600_000 + 59 * 60_000)).toBe('Saved 3 hours ago')
    expect(savedAgoText(t, t + 2 * 86_400_000)).toBe('Saved 2 days ago')
  })
  it('never speaks of the future when clocks disagree', () => {
    expect(savedAgoText(t, t - 5_000)).toBe('Saved just now')
  })
})

describe('istDateTime', () => {
  it("is India's time, as a spreadsheet reads a date and time", () => {
    expect(istDateTime('2026-11-24T10:35:00Z')).toBe('2026-11-24 16:05')
    // After 18:30 UTC it is the next day in India.
    expect(istDateTime('2026-11-24T19:00:00.000Z')).toBe('2026-11-25 00:30')
    expect(istDateTime('not a time')).toBe('not a time')
  })
})

describe('istTime', () => {
  it("reads a moment in India's time, 5 h 30 min ahead of UTC, on a 24-hour clock", () => {
    expect(istTime(new Date('2026-11-24T10:35:00Z'))).toBe('16:05 IST')
    expect(istTime(new Date('2026-11-24T20:00:00Z'))).toBe('01:30 IST')
  })
})

describe("dates and times in people's words", () => {
  it('a moment in India’s time, to the minute; what is not a time stays as it was', () => {
    expect(humanIstDateTime('2026-11-24T10:35:00Z')).toBe('24 Nov 2026, 4:05 pm IST')
    expect(humanIstDateTime('not a time')).toBe('not a time')
    expect(humanDateTime('not a time')).toBe('not a time')
    expect(humanDateTime('2026-11-24T10:35:00Z')).toMatch(/^2[45] Nov 2026, \d{1,2}:\d{2} [ap]m$/)
  })

  it('makes its Intl formatters on first use, not when the module loads, and keeps them', async () => {
    vi.resetModules()
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    try {
      const format = await import('./format')
      expect(dates).not.toHaveBeenCalled()
      expect(numbers).not.toHaveBeenCalled()
      expect(format.humanDate('2026-01-15')).toBe('15 Jan 2026')
      expect(format.humanDate('2026-02-15')).toBe('15 Feb 2026')
      expect(format.humanDateTime('2026-11-24T10:35:00Z')).toContain('2026')
      expect(format.humanDateTime('2026-11-25T10:35:00Z')).toContain('2026')
      expect(dates).toHaveBeenCalledTimes(2)
      format.formatIndianNumber(1234567)
      format.formatIndianNumber(7654321)
      expect(numbers).toHaveBeenCalledTimes(1)
    } finally {
      dates.mockRestore()
      numbers.mockRestore()
    }
  })
})
