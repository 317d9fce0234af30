import { describe, expect, it } from 'vitest'
import { signDemoToken, verifyDemoToken } from './demo-token'

const claims = (now: number) => ({
  uid: 'u1',
  email: 'u1@example.com',
  name: 'U',
  iat: now,
  exp: now + 1000,
})

describe('demo ID tokens', () => {
  it('verify while fresh', async () => {
    const now = Date.now()
    expect((await verifyDemoToken(await signDemoToken(claims(now)), now))?.uid).toBe('u1')
  })
  it('are refused once expired', async () => {
    const now = Date.now()
    expect(await verifyDemoToken(await signDemoToken(claims(now)), now + 1000)).toBeNull()
  })
  it('are refused when the payload is changed', async () => {
    const now = Date.now()
    const [, signature] = (await signDemoToken(claims(now))).split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims(now), uid: 'admin' })).toString(
      'base64url',
    )
    expect(await verifyDemoToken(`${forged}.${signature}`, now)).toBeNull()
  })
  it('are refused when malformed', async () => {
    for (const junk of ['', 'a', 'a.b.c', '!!!.???', '.'])
      expect(await verifyDemoToken(junk)).toBeNull()
  })
})
