import { describe, expect, it } from 'vitest'
import { createBackend } from '../backend'
import { verifyDemoToken } from '@/auth/demo-token'
import { indexedDbPersistence } from './persistence'

const backendOn = (name: string) =>
  createBackend({
    persistence: indexedDbPersistence(name),
    verifyToken: verifyDemoToken,
    deliverOtp: () => undefined,
  })

describe('demo backend persistence in IndexedDB', () => {
  it('seeds on first start and keeps what was written across a restart', async () => {
    const name = `backend-${Math.random()}`
    const first = backendOn(name)
    await first.ready()
    expect(first.db.startups.all().length).toBeGreaterThanOrEqual(12)
    await first.db.users.create({
      useruid: 'u1',
      email: 'u1@example.com',
      name: 'U1',
      role: 'investor',
      photoUrl: '',
      createdAt: 'now',
    })
    await first.db.startups.update((q) => q.where({ _id: 'padho-pal' }), {
      data(record) {
        record.fundsRecieved = 123
      },
    })
    await first.db.flush()

    const second = backendOn(name)
    await second.ready()
    expect(second.db.users.findFirst((q) => q.where({ useruid: 'u1' }))?.name).toBe('U1')
    expect(second.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))?.fundsRecieved).toBe(
      123,
    )
    expect(second.db.startups.all().length).toBe(first.db.startups.all().length)
  })

  it('writes only the changed record, not the whole database', async () => {
    const name = `backend-${Math.random()}`
    const persistence = indexedDbPersistence(name)
    const writes: number[] = []
    const counting = {
      ...persistence,
      put: async (c: Parameters<typeof persistence.put>[0], r: Record<string, unknown>[]) => {
        writes.push(r.length)
        return persistence.put(c, r)
      },
    }
    const backend = createBackend({
      persistence: counting,
      verifyToken: verifyDemoToken,
      deliverOtp: () => undefined,
    })
    await backend.ready()
    writes.length = 0
    await backend.db.startups.update((q) => q.where({ _id: 'padho-pal' }), {
      data(r) {
        r.fundsRecieved = 1
      },
    })
    await backend.db.flush()
    expect(writes).toEqual([1])
  })

  it('restores the seed on reset, in memory and in storage', async () => {
    const name = `backend-${Math.random()}`
    const backend = backendOn(name)
    await backend.ready()
    const seeded = backend.db.startups.all().length
    await backend.db.users.create({
      useruid: 'gone',
      email: 'g@example.com',
      name: 'G',
      role: 'startup',
      photoUrl: '',
      createdAt: 'now',
    })
    await backend.reset()
    expect(backend.db.users.findFirst((q) => q.where({ useruid: 'gone' }))).toBeUndefined()
    expect(backend.db.startups.all().length).toBe(seeded)
    const reopened = backendOn(name)
    await reopened.ready()
    expect(reopened.db.users.findFirst((q) => q.where({ useruid: 'gone' }))).toBeUndefined()
    expect(reopened.db.startups.all().length).toBe(seeded)
  })
})

describe('two tabs on one IndexedDB', () => {
  const raise = (backend: ReturnType<typeof backendOn>, amount: number) =>
    backend.exclusive(async () => {
      await backend.db.startups.update((q) => q.where({ _id: 'padho-pal' }), {
        data(record) {
          record.fundsRecieved += amount
        },
      })
    })

  it('a write in one tab is seen by the other before it writes, so neither is lost', async () => {
    const name = `backend-${Math.random()}`
    const tabA = backendOn(name)
    await tabA.ready()
    const tabB = backendOn(name)
    await tabB.ready()
    const start = tabA.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved

    await raise(tabA, 1000)
    await raise(tabB, 2000)
    await tabB.ready()
    await tabA.ready()

    const expected = start + 3000
    expect(tabB.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved).toBe(
      expected,
    )
    expect(tabA.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved).toBe(
      expected,
    )
    const reopened = backendOn(name)
    await reopened.ready()
    expect(
      reopened.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved,
    ).toBe(expected)
  })

  it("catches up with the other tab's write once, even when the start and a request both ask", async () => {
    const name = `backend-${Math.random()}`
    const tabA = backendOn(name)
    await tabA.ready()
    const tabB = backendOn(name)
    await tabB.ready()
    const startups = tabA.db.startups.all().length
    const start = tabA.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved
    await raise(tabA, 1000)

    // The page's start (`ready`) and its first request (`serve`) find tab A's write together.
    await Promise.all([tabB.ready(), tabB.serve(async () => undefined)])
    await raise(tabB, 2000)

    expect(tabB.db.startups.all().length).toBe(startups)
    expect(
      tabB.db.startups.findMany((q) => q.where({ _id: 'padho-pal' })).map((s) => s.fundsRecieved),
    ).toEqual([start + 3000])
    await tabA.ready()
    expect(tabA.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved).toBe(
      start + 3000,
    )
  })

  it('a write landing while a tab loads at its start is caught up with before that tab writes', async () => {
    const name = `backend-${Math.random()}`
    const tabA = backendOn(name)
    await tabA.ready()
    const start = tabA.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved
    // Tab B reads the startups, then tab A's payment lands while B still reads the payments.
    const stored = indexedDbPersistence(name)
    let landed = false
    const tabB = createBackend({
      persistence: {
        ...stored,
        loadAll: async (collection) => {
          if (collection === 'payments' && !landed) {
            landed = true
            await raise(tabA, 1000)
          }
          return stored.loadAll(collection)
        },
      },
      verifyToken: verifyDemoToken,
      deliverOtp: () => undefined,
    })
    await tabB.ready()
    expect(landed).toBe(true)
    await raise(tabB, 2000)

    const reopened = backendOn(name)
    await reopened.ready()
    expect(
      reopened.db.startups.findFirst((q) => q.where({ _id: 'padho-pal' }))!.fundsRecieved,
    ).toBe(start + 3000)
  })
})

describe('when the browser storage fails', () => {
  it('answers with a clear 507 for a full disk and keeps nothing it could not store', async () => {
    const { createTestBackend } = await import('../node')
    const { tokenFor } = await import('@/contract/kit/tokens')
    const persistence = indexedDbPersistence(`backend-${Math.random()}`)
    let full = false
    const failing = {
      ...persistence,
      put: async (...args: Parameters<typeof persistence.put>) => {
        if (full) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' })
        return persistence.put(...args)
      },
    }
    const { server, backend } = createTestBackend({ persistence: failing })
    await backend.ready()
    server.listen()
    try {
      full = true
      const token = await tokenFor('full-user')
      const response = await fetch('http://localhost/api/users/adduser', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          useruid: 'full-user',
          email: 'full-user@example.com',
          name: 'F',
          role: 'investor',
          photoUrl: '',
        }),
      })
      expect(response.status).toBe(507)
      expect((await response.json()).error.message).toMatch(/run out of browser storage/)
      expect(backend.db.users.findFirst((q) => q.where({ useruid: 'full-user' }))).toBeUndefined()
    } finally {
      server.close()
    }
  })
})
