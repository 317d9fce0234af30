import { describe, expect, it } from 'vitest'
import {
  financialYearStart,
  investorPlacesProblem,
  investorPlacesText,
  otpAmountProblem,
} from './investing'

describe('otpAmountProblem', () => {
  it('names what is left in rupees grouped the Indian way', () => {
    const startup = { name: 'Safar EV', fundsRequired: 1_50_00_000, fundsRecieved: 45_00_000 }
    expect(otpAmountProblem(startup, 2_00_00_000)?.message).toBe(
      'You can invest at most ₹1,05,00,000 in Safar EV',
    )
    expect(otpAmountProblem(startup, 1_000)).toBeNull()
  })
})

describe('the 200 investors of a financial year', () => {
  it('starts the year on 1 April at midnight in India', () => {
    const april = Date.parse('2026-03-31T18:30:00Z')
    expect(financialYearStart(Date.parse('2026-11-28T10:00:00Z'))).toBe(april)
    expect(financialYearStart(april)).toBe(april)
    // 31 March, 23:59 in India, is still the year before.
    expect(financialYearStart(april - 60_000)).toBe(Date.parse('2025-03-31T18:30:00Z'))
    expect(financialYearStart(Date.parse('2027-02-10T00:00:00Z'))).toBe(april)
  })

  it('refuses a new investor once 200 hold a place, never one who already holds one', () => {
    expect(investorPlacesProblem({ taken: 199, holds: false })).toBeNull()
    expect(investorPlacesProblem({ taken: 200, holds: true })).toBeNull()
    expect(investorPlacesProblem({ taken: 200, holds: false })).toMatchObject({
      status: 409,
      code: 'investor_limit',
      message: 'This raise has reached the 200 investors the law allows this year',
    })
  })
})

describe('the places shown on a startup page', () => {
  it('says nothing up to 150, then how many of the 200 are taken', () => {
    expect(investorPlacesText(undefined)).toBeNull()
    expect(investorPlacesText(150)).toBeNull()
    expect(investorPlacesText(151)).toBe('151 of 200 investor places taken')
    expect(investorPlacesText(200)).toBe('200 of 200 investor places taken')
  })
})
