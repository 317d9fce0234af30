import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { followAction } from './following'
import {
  createOutbox,
  dexieOutboxStore,
  isWaiting,
  sendOrQueue,
  type OutboxMeta,
  type OutboxStore,
} from './outbox'
import { askAction } from './questions'
import { userKeys } from './users'

type Answer = { status: number; body?: unknown } | 'no answer'

/**
 * One visit of the app: a query client with its outbox over `store`, and the real API client
 * over a scripted server that records what reached it.
 */
function visit(store: OutboxStore) {
  const received: Array<{ path: string; body: unknown }> = []
  let answer: (path: string) => Answer = (path) =>
    path === 'users/follow'
      ? { status: 200, body: { following: ['gaadi-go'] } }
      : { status: 201, body: { msg: 'asked' } }
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/api/', '')
    const scripted = answer(path)
    if (scripted === 'no answer') throw new TypeError('Failed to fetch')
    received.push({ path, body: JSON.parse(String(init?.body)) })
    return new Response(JSON.stringify(scripted.body), { status: scripted.status })
  })
  const api = createApiClient({ baseUrl: '/api', getToken: async () => 'token', fetch })
  const client = new QueryClient()
  client.mount()
  const refused: Array<{ meta: OutboxMeta; error: unknown }> = []
  const outbox = createOutbox({
    client,
    api,
    store,
    onRefused: (meta, error) => refused.push({ meta, error }),
  })
  visits.push(() => {
    outbox.stop()
    client.unmount()
  })
  return {
    api,
    client,
    outbox,
    received,
    refused,
    answerWith: (next: (path: string) => Answer) => (answer = next),
    waiting: () => client.getMutationCache().getAll().filter(isWaiting),
  }
}

const visits: Array<() => void> = []
afterEach(() => {
  for (const end of visits.splice(0)) end()
  onlineManager.setOnline(true)
})

let db = 0
const freshStore = () => dexieOutboxStore(`seedling-outbox-test-${++db}`)

const follow = (startupid: string, follow = true) => ({ useruid: 'asha', startupid, follow })
const ask = (question: string) => ({ useruid: 'asha', startupid: 'gaadi-go', question })
const asha = (label: string) => ({ uid: 'asha', label })

describe('outbox', () => {
  it('sends at once while online, and keeps nothing', async () => {
    const store = freshStore()
    const app = visit(store)
    app.client.setQueryData(userKeys.one('asha'), { following: [] })
    await expect(
      sendOrQueue(app.client, followAction(app.api), follow('gaadi-go'), asha('Follow GaadiGo')),
    ).resolves.toBe('sent')
    expect(app.received).toEqual([{ path: 'users/follow', body: follow('gaadi-go') }])
    expect(app.client.getQueryData(userKeys.one('asha'))).toEqual({ following: ['gaadi-go'] })
    expect(await store.list('asha')).toEqual([])
  })

  it('offline, keeps each action on the device, and a later visit sends them once, in order, when the network returns', async () => {
    const store = freshStore()
    onlineManager.setOnline(false)
    const first = visit(store)
    await expect(
      sendOrQueue(first.client, followAction(first.api), follow('gaadi-go'), asha('Follow')),
    ).resolves.toBe('queued')
    await expect(
      sendOrQueue(first.client, askAction(first.api), ask('Which city is next?'), asha('Ask')),
    ).resolves.toBe('queued')
    expect(first.waiting()).toHaveLength(2)
    expect(first.received).toEqual([])
    await vi.waitFor(async () => expect(await store.list('asha')).toHaveLength(2))

    // The app is closed and opened again, still offline: the actions wait again, unsent.
    first.client.clear()
    const later = visit(store)
    await later.outbox.load('asha')
    expect(later.waiting().map((mutation) => mutation.state.variables)).toEqual([
      follow('gaadi-go'),
      ask('Which city is next?'),
    ])
    expect(later.received).toEqual([])

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(later.received).toHaveLength(2))
    expect(later.received).toEqual([
      { path: 'users/follow', body: follow('gaadi-go') },
      { path: 'startups/ask', body: ask('Which city is next?') },
    ])
    await vi.waitFor(async () => expect(await store.list('asha')).toEqual([]))
    // Loading again sends nothing twice.
    await later.outbox.load('asha')
    expect(later.received).toHaveLength(2)
    expect(later.refused).toEqual([])
  })

  it('takes a sent action off the device before it says it was sent, so a reload cannot send it again', async () => {
    // The order of two things: the action's removal from the device done, and its success.
    const order: string[] = []
    const device = freshStore()
    const store: OutboxStore = {
      ...device,
      remove: async (id) => {
        await device.remove(id)
        order.push('off the device')
      },
    }
    onlineManager.setOnline(false)
    const app = visit(store)
    await expect(
      sendOrQueue(app.client, askAction(app.api), ask('Which city is next?'), asha('Ask')),
    ).resolves.toBe('queued')
    await vi.waitFor(async () => expect(await store.list('asha')).toHaveLength(1))
    const unsubscribe = app.client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation.state.status === 'success') order.push('sent')
    })
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(order).toContain('sent'))
    unsubscribe()
    expect(order).toEqual(['off the device', 'sent'])
    expect(app.received).toHaveLength(1)
    // A later visit finds nothing to send.
    const later = visit(store)
    await later.outbox.load('asha')
    expect(later.waiting()).toEqual([])
    expect(later.received).toEqual([])
  })

  it('a request that gets no answer waits for the network instead of failing', async () => {
    const store = freshStore()
    const app = visit(store)
    app.answerWith(() => 'no answer')
    const sent = sendOrQueue(app.client, askAction(app.api), ask('Is there a waitlist?'), asha('A'))
    // The app marks itself offline on a request that got no answer (reachability.ts).
    await vi.waitFor(() => expect(app.client.isMutating()).toBe(1))
    onlineManager.setOnline(false)
    await expect(sent).resolves.toBe('queued')
    await vi.waitFor(async () => expect(await store.list('asha')).toHaveLength(1))

    app.answerWith(() => ({ status: 201, body: { msg: 'asked' } }))
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(app.received).toHaveLength(1))
    await vi.waitFor(async () => expect(await store.list('asha')).toEqual([]))
  })

  it('an action the server refuses once sent is told once and dropped; a refusal at once is the screen’s to show', async () => {
    const store = freshStore()
    const app = visit(store)
    app.answerWith(() => ({ status: 400, body: { msg: 'Ask in at most 500 characters' } }))
    await expect(
      sendOrQueue(app.client, askAction(app.api), ask('x'.repeat(9)), asha('Now')),
    ).rejects.toMatchObject({ status: 400 })
    expect(app.refused).toEqual([])

    onlineManager.setOnline(false)
    await sendOrQueue(app.client, askAction(app.api), ask('y'.repeat(9)), asha('Later'))
    await vi.waitFor(async () => expect(await store.list('asha')).toHaveLength(1))
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(app.refused).toHaveLength(1))
    expect(app.refused[0]).toMatchObject({
      meta: { label: 'Later', uid: 'asha' },
      error: { status: 400, message: 'Ask in at most 500 characters' },
    })
    await vi.waitFor(async () => expect(await store.list('asha')).toEqual([]))
    expect(app.waiting()).toEqual([])
  })

  it('cancelling drops an action for good, and the next one still goes', async () => {
    const store = freshStore()
    onlineManager.setOnline(false)
    const app = visit(store)
    await sendOrQueue(app.client, followAction(app.api), follow('gaadi-go'), asha('Follow'))
    await sendOrQueue(app.client, askAction(app.api), ask('Who are your first buyers?'), asha('Q'))
    await vi.waitFor(async () => expect(await store.list('asha')).toHaveLength(2))
    const [first] = app.waiting()
    await app.outbox.cancel((first!.options.meta!.outbox as OutboxMeta).id)
    expect(await store.list('asha')).toHaveLength(1)

    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(app.received).toHaveLength(1))
    expect(app.received[0]).toMatchObject({ path: 'startups/ask' })
  })

  it("loads only the signed-in account's actions", async () => {
    const store = freshStore()
    onlineManager.setOnline(false)
    const first = visit(store)
    await sendOrQueue(first.client, followAction(first.api), follow('gaadi-go'), asha('Follow'))
    await vi.waitFor(async () => expect(await store.list('asha')).toHaveLength(1))
    first.client.clear()

    const later = visit(store)
    await later.outbox.load('ravi')
    expect(later.waiting()).toEqual([])
    onlineManager.setOnline(true)
    await later.outbox.load('ravi')
    expect(later.received).toEqual([])
    expect(await store.list('asha')).toHaveLength(1)
  })
})
