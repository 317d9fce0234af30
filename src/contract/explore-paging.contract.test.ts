import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExploreSort } from '@/domain/explore'
import { EXPLORE_SORTS } from '@/domain/explore'
import { comparePaged, sortKey } from '@/domain/explore-page'
import { explorePageSchema, exploreResponseSchema, type Startup } from '@/domain/startup'
import { startupForm } from './kit/forms'
import { call, postAs } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { listed, newCaller } from './people'
import { startTarget } from './target'

/**
 * The paged explore, an optional extension: `GET startups/explore?limit=&cursor=&q=&domain=&sort=`
 * answers `{ message, next, total }`. A server without it answers the base form to the same call,
 * and the first check says which one this server is; the rest hold a paging server to the
 * extension's rules (docs/product.md#contract).
 */

let target: Awaited<ReturnType<typeof startTarget>>
const run = Date.now().toString(36)
const mine: Startup[] = []

/** A founder publishes a startup through the API; answers it as explore shows it. */
async function publish(name: string, patch: Record<string, string> = {}) {
  const caller = await newCaller('pager')
  expectStatus(
    await postAs(caller, 'users/adduser', {
      email: caller.email,
      name,
      role: 'startup',
      photoUrl: '',
    }),
    200,
    201,
  )
  const created = await call('POST', 'startups/create', {
    token: caller.token,
    form: startupForm(caller.uid, { username: 'Pager', name, ...patch }),
  })
  expectStatus(created, 200, 201)
  await listed(created.body)
  const { message } = expectShape(
    await call('GET', `startups/explore?q=${encodeURIComponent(name)}&limit=5`),
    explorePageSchema,
  )
  const startup = message.find((s) => s.name === name)
  expect(startup, `${name} must be found by its own name`).toBeDefined()
  mine.push(startup!)
  return startup!
}

/** Every page of a view, following `next`; fails on a repeated id. */
async function everyPage(query: string, limit: number, between?: () => Promise<void>) {
  const seen: Startup[] = []
  let cursor: string | null = null
  let total = -1
  for (let pages = 0; pages < 1_000; pages++) {
    const path: string = `startups/explore?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
    const page = expectShape(await call('GET', path), explorePageSchema)
    expect(page.message.length).toBeLessThanOrEqual(limit)
    if (total < 0) total = page.total
    seen.push(...page.message)
    if (!page.next) break
    cursor = page.next
    await between?.()
  }
  const ids = seen.map((s) => s._id)
  expect(new Set(ids).size, `no startup twice in ${query}`).toBe(ids.length)
  return { seen, total }
}

const paged = (sort: ExploreSort, list: Startup[]) =>
  list
    .map((s) => ({ key: sortKey(s, sort), id: s._id, s }))
    .sort((a, b) => comparePaged(sort, a, b))
    .map((x) => x.s._id)

beforeAll(async () => {
  target = await startTarget()
  const answer = await call('GET', 'startups/explore?limit=1')
  expectStatus(answer, 200)
  // This suite is for servers that page; one that does not must answer the base form.
  if (!('next' in (answer.body ?? {}))) {
    expectShape(answer, exploreResponseSchema)
    throw new Error('This server does not page startups/explore: the paging checks do not apply')
  }
  await publish(`Crème Brûlée Labs ${run}`, { domain: 'Hospitality', fundsRequired: '300000' })
  await publish(`Zebra Paging ${run}`, { domain: 'IT', fundsRequired: '900000' })
  await publish(`alpha paging ${run}`, {
    domain: 'IT',
    fundsRequired: '150000',
    founded: '2012-03-04',
  })
}, 60_000)

afterAll(async () => {
  await target?.stop()
})

describe('startups/explore, paged (optional extension)', () => {
  it('without parameters still answers every startup in the base form', async () => {
    const all = expectShape(await call('GET', 'startups/explore'), exploreResponseSchema)
    for (const startup of mine) expect(all.message.map((s) => s._id)).toContain(startup._id)
    expect('next' in (await call('GET', 'startups/explore')).body).toBe(false)
  })

  it.each(EXPLORE_SORTS)(
    'pages through every startup in the %s order, once each, with the total',
    async (sort) => {
      const all = expectShape(await call('GET', 'startups/explore'), exploreResponseSchema).message
      const { seen, total } = await everyPage(`sort=${sort}`, 2)
      expect(total).toBe(seen.length)
      expect(seen.length).toBeGreaterThanOrEqual(all.length)
      // The order is the extension's: the sort's key in its direction, then the id.
      expect(seen.map((s) => s._id)).toEqual(paged(sort, seen))
    },
  )

  it('a startup added while paging causes no duplicate and no gap', async () => {
    const before = expectShape(await call('GET', 'startups/explore'), exploreResponseSchema).message
    let added = 0
    const { seen } = await everyPage('sort=name', 2, async () => {
      if (added++ < 2) await publish(`Mid Paging ${added} ${run}`)
    })
    const seenIds = new Set(seen.map((s) => s._id))
    for (const startup of before) expect(seenIds.has(startup._id), startup.name).toBe(true)
  })

  it('searches name and slogan, ignoring case and accents', async () => {
    for (const q of ['creme brulee', 'CRÈME BRÛLÉE', `brulee labs ${run}`]) {
      const page = expectShape(
        await call('GET', `startups/explore?q=${encodeURIComponent(q)}&limit=50`),
        explorePageSchema,
      )
      expect(page.message.map((s) => s.name)).toContain(`Crème Brûlée Labs ${run}`)
      expect(page.total).toBe(page.message.length)
    }
    const none = expectShape(
      await call('GET', `startups/explore?q=${encodeURIComponent(`no such words ${run}`)}`),
      explorePageSchema,
    )
    expect(none).toMatchObject({ message: [], next: null, total: 0 })
    // Characters that mean something to SQL's LIKE are searched for as they are.
    const percent = expectShape(await call('GET', 'startups/explore?q=%25%25'), explorePageSchema)
    expect(percent.message.every((s) => `${s.name} ${s.slogan}`.includes('%%'))).toBe(true)
  })

  it('filters by domain', async () => {
    const { seen, total } = await everyPage('domain=Hospitality&sort=newest', 3)
    expect(total).toBe(seen.length)
    expect(seen.every((s) => s.domain.includes('Hospitality'))).toBe(true)
    expect(seen.map((s) => s.name)).toContain(`Crème Brûlée Labs ${run}`)
  })

  it('refuses bad parameters with a 4xx naming them, and a cursor it did not make', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=ten',
      'sort=cheapest',
      'domain=Mining',
      `q=${'x'.repeat(101)}`,
    ])
      expectClientError(await call('GET', `startups/explore?${query}`), 400, 422)
    expectClientError(await call('GET', 'startups/explore?cursor=not-a-cursor'), 400, 422)
    const first = expectShape(
      await call('GET', 'startups/explore?sort=name&limit=1'),
      explorePageSchema,
    )
    expect(first.next).not.toBeNull()
    // A cursor belongs to its sort.
    expectClientError(
      await call('GET', `startups/explore?sort=most-funded&limit=1&cursor=${first.next}`),
      400,
      422,
    )
  })
})
