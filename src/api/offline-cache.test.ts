import { hashKey } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import type { HttpRequest } from './http'
import { dexieAnswerStore, offlineCache, type AnswerStore } from './offline-cache'
import { paymentKeys } from './payments'
import { startupKeys } from './startups'
import { userKeys } from './users'

const startup = (id: string) => ({
  _id: id,
  name: `Startup ${id}`,
  slogan: 'Short',
  description: 'Long',
  domain: 'Fintech',
  logo: 'https://example.test/logo.png',
  report: 'https://example.test/report.pdf',
  website: 'https://example.test',
  fundsRequired: 500_000,
  fundsRaised: 0,
  stocksPercentage: 10,
  foundedOn: '2024-01-01',
  useruid: 'founder',
})

type Answer = { status: number; body?: unknown } | 'no answer'

/** The real client and HTTP layer over a scripted server, wrapped by the offline cache. */
function clientOver(store: AnswerStore, now: () => number = Date.now) {
  const answers = new Map<string, Answer>()
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input).replace('/api/', '')
    const answer = answers.get(path) ?? { status: 404, body: { msg: 'not found' } }
    if (answer === 'no answer') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
  const cache = offlineCache(store, now)
  const api = createApiClient({
    baseUrl: '/api',
    getToken: async () => null,
    isOnline: () => true,
    fetch,
    wrap: cache.wrap,
  })
  return { api, cache, answers, fetch }
}

let db = 0
const freshStore = () => dexieAnswerStore(`seedling-offline-test-${++db}`)

describe('offlineCache', () => {
  it('keeps what the server said in IndexedDB under the query key and shows it with its age when the network fails', async () => {
    const store = freshStore()
    let now = 1_000
    const first = clientOver(store, () => now)
    first.answers.set('startups/explore', { status: 200, body: { message: [startup('a')] } })
    expect(await first.api.startups.explore()).toMatchObject([{ _id: 'a' }])
    expect(first.cache.ages.savedAt(startupKeys.explore())).toBeNull()

    // A later visit (a new client over the same database), with no network.
    now = 5_000
    const later = clientOver(store, () => now)
    later.answers.set('startups/explore', 'no answer')
    const changed = vi.fn()
    later.cache.ages.subscribe(changed)
    expect(await later.api.startups.explore()).toMatchObject([{ _id: 'a' }])
    expect(later.cache.ages.savedAt(startupKeys.explore())).toBe(1_000)
    // The same key written anew (as components pass it) finds the same answer.
    expect(later.cache.ages.savedAt(['startups', 'explore'])).toBe(1_000)
    expect(changed).toHaveBeenCalledOnce()

    // The server answers again: fresh data, the age goes.
    later.answers.set('startups/explore', {
      status: 200,
      body: { message: [startup('a'), startup('b')] },
    })
    expect(await later.api.startups.explore()).toHaveLength(2)
    expect(later.cache.ages.savedAt(startupKeys.explore())).toBeNull()
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('keeps each startup page seen, by id, and falls back on server faults too', async () => {
    const { api, cache, answers } = clientOver(freshStore())
    answers.set('startups/data/x', { status: 200, body: { data: [startup('x')] } })
    await api.startups.get('x')
    answers.set('startups/data/x', { status: 503, body: { msg: 'down' } })
    expect(await api.startups.get('x')).toMatchObject({ _id: 'x' })
    expect(cache.ages.savedAt(startupKeys.one('x'))).not.toBeNull()
    expect(cache.ages.savedAt(startupKeys.one('y'))).toBeNull()
    // A page never seen has nothing to fall back on: the error stands.
    answers.set('startups/data/y', { status: 503, body: { msg: 'down' } })
    await expect(api.startups.get('y')).rejects.toMatchObject({ status: 503 })
  })

  it("keeps the user's record, so the dashboard can open offline", async () => {
    const { api, cache, answers } = clientOver(freshStore())
    answers.set('users/getuser/u1', { status: 200, body: { exists: true, role: 'investor' } })
    await api.users.get('u1')
    answers.set('users/getuser/u1', 'no answer')
    expect(await api.users.get('u1')).toMatchObject({ role: 'investor' })
    expect(cache.ages.savedAt(userKeys.one('u1'))).not.toBeNull()
  })

  it('keeps the history, so Funded, Fundings and receipts open offline', async () => {
    const { api, cache, answers } = clientOver(freshStore())
    const record = {
      paymentData: { _id: 'p1', amount: 700, createdAt: '2026-11-20T10:00:00.000Z' },
      userData: { name: 'Asha', email: 'a@example.com', photoUrl: '' },
      startupData: { _id: 's1', name: 'DhunBox', slogan: '', logo: '' },
    }
    answers.set('payments/history/u1', { status: 200, body: { data: [record] } })
    await api.payments.history('u1')
    answers.set('payments/history/u1', 'no answer')
    expect(await api.payments.history('u1')).toMatchObject([record])
    expect(cache.ages.savedAt(paymentKeys.history('u1'))).not.toBeNull()
  })

  it('keeps only the reads that name a query key: a search is not saved', async () => {
    const { api, answers } = clientOver(freshStore())
    const path = 'startups/explore?limit=24&sort=most-funded&q=dhun'
    answers.set(path, { status: 200, body: { message: [], next: null, total: 0 } })
    await api.startups.explorePage({ limit: 24, q: 'dhun' })
    answers.set(path, 'no answer')
    await expect(api.startups.explorePage({ limit: 24, q: 'dhun' })).rejects.toMatchObject({
      status: 0,
    })
  })

  it('does not hide answers that are the truth: a 404 or 403 is not replaced by saved data', async () => {
    const { api, answers } = clientOver(freshStore())
    answers.set('startups/data/x', { status: 200, body: { data: [startup('x')] } })
    await api.startups.get('x')
    answers.set('startups/data/x', { status: 403, body: { msg: 'forbidden' } })
    await expect(api.startups.get('x')).rejects.toMatchObject({ status: 403 })
  })

  it('forgets every saved answer on request (sign-out), so nothing is shown from the device after', async () => {
    const store = freshStore()
    const { api, cache, answers } = clientOver(store)
    answers.set('startups/explore', { status: 200, body: { message: [startup('a')] } })
    await api.startups.explore()
    await cache.forget()
    answers.set('startups/explore', 'no answer')
    await expect(api.startups.explore()).rejects.toMatchObject({ code: 'network' })
  })

  it('keeps nothing of a read that was on its way when the person signed out', async () => {
    const store = freshStore()
    const cache = offlineCache(store)
    let answer!: (data: unknown) => void
    const request = cache.wrap(
      (() => new Promise((resolve) => (answer = resolve))) as unknown as HttpRequest,
    )
    const reading = request('users/getuser/u1', { keep: userKeys.one('u1') })
    await cache.forget()
    answer({ name: 'Asha' })
    expect(await reading).toEqual({ name: 'Asha' })
    expect(await store.get(hashKey(userKeys.one('u1')))).toBeUndefined()
    // A read begun after the sign-out is kept as usual.
    const next = request('users/getuser/u2', { keep: userKeys.one('u2') })
    answer({ name: 'Ravi' })
    await next
    expect(await store.get(hashKey(userKeys.one('u2')))).toMatchObject({
      data: { name: 'Ravi' },
    })
  })

  it('still answers when the device cannot save', async () => {
    const broken: AnswerStore = {
      get: async () => {
        throw new Error('blocked')
      },
      put: async () => {
        throw new Error('quota')
      },
      clear: async () => {
        throw new Error('blocked')
      },
    }
    const { api, answers } = clientOver(broken)
    answers.set('startups/explore', { status: 200, body: { message: [startup('a')] } })
    expect(await api.startups.explore()).toHaveLength(1)
    answers.set('startups/explore', 'no answer')
    await expect(api.startups.explore()).rejects.toMatchObject({ code: 'network' })
  })
})
