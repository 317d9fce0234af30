import { describe, expect, it } from 'vitest'
import { tokenFor } from '@/contract/kit/tokens'
import { setupTestBackend } from '../test/harness'

const t = setupTestBackend()

describe('GET users/getuser/{uid}', () => {
  it('says a new user does not exist yet', async () => {
    const res = await t.call('users/getuser/alice', { uid: 'alice' })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ exists: false })
  })

  it('answers exists and the role once the user is added', async () => {
    await t.addUser('bob', 'investor', 'Bob', { acknowledgeRisks: false })
    expect((await t.call('users/getuser/bob', { uid: 'bob' })).data).toEqual({
      exists: true,
      role: 'investor',
      riskAcknowledgedAt: null,
      following: [],
      reported: [],
      suspended: null,
    })
  })

  it('refuses a request without a token with 401', async () => {
    const res = await t.call('users/getuser/bob')
    expect(res.status).toBe(401)
    expect(res.data.error.code).toBe('unauthorized')
  })

  it("refuses someone else's token with 403", async () => {
    expect((await t.call('users/getuser/bob', { uid: 'mallory' })).status).toBe(403)
  })

  it('refuses forged and expired tokens with 401', async () => {
    const valid = await tokenFor('bob')
    const forged = `${valid.split('.')[0]}.${'A'.repeat(43)}`
    expect((await t.call('users/getuser/bob', { token: forged })).status).toBe(401)
    const expired = await tokenFor('bob', Date.now() - 2 * 3600_000, 3600_000)
    expect((await t.call('users/getuser/bob', { token: expired })).status).toBe(401)
  })
})

describe('POST users/adduser', () => {
  it('creates the user once; a second call is a 409', async () => {
    await t.addUser('carol', 'startup')
    const again = await t.call('users/adduser', {
      method: 'POST',
      uid: 'carol',
      json: {
        useruid: 'carol',
        email: 'carol@example.com',
        name: 'Carol',
        role: 'investor',
        photoUrl: '',
      },
    })
    expect(again.status).toBe(409)
    expect((await t.call('users/getuser/carol', { uid: 'carol' })).data.role).toBe('startup')
  })

  it.each([
    { field: 'email', patch: { email: 'not-an-email' } },
    { field: 'role', patch: { role: 'admin' } },
  ])('names the field at fault on bad input: $field', async ({ field, patch }) => {
    const res = await t.call('users/adduser', {
      method: 'POST',
      uid: 'dave',
      json: {
        useruid: 'dave',
        email: 'dave@example.com',
        name: 'Dave',
        role: 'investor',
        ...patch,
      },
    })
    expect(res.status).toBe(422)
    expect(res.data.error.field).toBe(field)
  })

  it('answers malformed JSON with a 400', async () => {
    const res = await t.call('users/adduser', { method: 'POST', uid: 'dave', body: '{"useruid":' })
    expect(res.status).toBe(400)
  })

  it('refuses to add a record for another uid', async () => {
    const res = await t.call('users/adduser', {
      method: 'POST',
      uid: 'mallory',
      json: { useruid: 'erin', email: 'erin@example.com', name: 'Erin', role: 'investor' },
    })
    expect(res.status).toBe(403)
    expect((await t.call('users/getuser/erin', { uid: 'erin' })).data.exists).toBe(false)
  })

  it('refuses a request without a token', async () => {
    const res = await t.call('users/adduser', {
      method: 'POST',
      json: { useruid: 'erin', email: 'erin@example.com', name: 'Erin', role: 'investor' },
    })
    expect(res.status).toBe(401)
  })
})
