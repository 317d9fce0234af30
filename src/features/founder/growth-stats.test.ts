import { describe, expect, it } from 'vitest'
import { fundingRecordSchema } from '@/domain/payment'
import { growthStats } from './growth-stats'

const record = (amount: number, email: string, createdAt: string) =>
  fundingRecordSchema.parse({
    paymentData: { _id: `${email}-${createdAt}`, amount, createdAt },
    userData: { name: email, email },
    startupData: { name: 'S' },
  })

describe('growthStats', () => {
  it('adds up the total, counts distinct investors and averages per investor', () => {
    const stats = growthStats([
      record(300, 'b@x', '2026-02-01T00:00:00Z'),
      record(100, 'a@x', '2026-01-01T00:00:00Z'),
      record(200, 'a@x', '2026-03-01T00:00:00Z'),
    ])
    expect(stats.total).toBe(600)
    expect(stats.investors).toBe(2)
    expect(stats.averagePerInvestor).toBe(300)
    expect(stats.series).toEqual([
      { date: '2025-12-31', total: 0 },
      { date: '2026-01-01', total: 100 },
      { date: '2026-02-01', total: 400 },
      { date: '2026-03-01', total: 600 },
    ])
  })

  it('leaves a cancelled investment out of the total, the investors and the chart', () => {
    const cancelled = fundingRecordSchema.parse({
      paymentData: {
        _id: 'c',
        amount: 900,
        createdAt: '2026-02-15T00:00:00Z',
        cancelledAt: '2026-02-16T00:00:00Z',
      },
      userData: { name: 'c@x', email: 'c@x' },
      startupData: { name: 'S' },
    })
    const stats = growthStats([record(100, 'a@x', '2026-01-01T00:00:00Z'), cancelled])
    expect(stats.total).toBe(100)
    expect(stats.investors).toBe(1)
    expect(stats.series.at(-1)).toEqual({ date: '2026-01-01', total: 100 })
  })

  it('is all zeros with no fundings', () => {
    expect(growthStats([])).toEqual({ total: 0, investors: 0, averagePerInvestor: 0, series: [] })
  })
})
