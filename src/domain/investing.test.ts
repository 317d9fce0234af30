import { describe, expect, it } from 'vitest'
import { otpAmountProblem } from './investing'

describe('otpAmountProblem', () => {
  it('names what is left in rupees grouped the Indian way', () => {
    const startup = { name: 'Safar EV', fundsRequired: 1_50_00_000, fundsRecieved: 45_00_000 }
    expect(otpAmountProblem(startup, 2_00_00_000)?.message).toBe(
      'You can invest at most ₹1,05,00,000 in Safar EV',
    )
    expect(otpAmountProblem(startup, 1_000)).toBeNull()
  })
})
