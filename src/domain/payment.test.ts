import { describe, expect, it } from 'vitest'
import { otpRequestSchema } from './payment'
import { addUserInputSchema } from './user'

const request = (amount: unknown) =>
  otpRequestSchema.safeParse({ useruid: 'u', amount, startupid: 's' })

describe('amounts in a code request', () => {
  it('takes whole rupees as a number or a string of digits', () => {
    expect(request(2500).data?.amount).toBe(2500)
    expect(request('2500').data?.amount).toBe(2500)
    expect(request(' 7 ').data?.amount).toBe(7)
  })

  it('refuses what only a coercion would read as a number', () => {
    for (const amount of ['0x10', '1e2', true, [5], null, '12.5', '', 0, 10.5])
      expect(request(amount).success, JSON.stringify(amount)).toBe(false)
    expect(request('').error?.issues[0]?.message).toBe('Amount must be at least ₹1')
  })
})

describe('a new account’s photo', () => {
  const user = (photoUrl: string) =>
    addUserInputSchema.safeParse({
      useruid: 'u',
      email: 'u@example.com',
      name: 'U',
      role: 'investor',
      photoUrl,
    }).success

  it('is an http(s) address, a path on the app, or none', () => {
    for (const ok of ['', 'https://api.dicebear.com/9.x/thumbs/svg?seed=a', '/avatars/a.svg'])
      expect(user(ok), ok).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x.png'])
      expect(user(bad), bad).toBe(false)
  })
})
