import {
  dehydrate,
  hydrate,
  useMutationState,
  type DehydratedState,
  type Mutation,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query'
import type { ApiClient } from './api-context'
import { isApiError } from './api-error'
import { lazyDexieTable } from './dexie-table'
import { followAction } from './following'
import { askAction } from './questions'

/**
 * Actions that may wait for the network: following, unfollowing and asking a question (see
 * "Installing and offline" in docs/development.md). Made while the server cannot be reached,
 * each is a paused TanStack Query mutation, kept on the device (IndexedDB) for its account,
 * shown as "Waiting to send" and sent, in the order made, when the app can reach the server
 * again (the same page, or the next start). Nothing that moves money is ever one of them:
 * investing and cancelling stay online-only.
 */

/** What the outbox knows of a waiting action beside TanStack Query's own record of it. */
export interface OutboxMeta {
  id: string
  /** The account that made it: only that account's actions are loaded and sent. */
  uid: string
  /** Names it to the person, should the server refuse it when it is finally sent. */
  label: string
  /** When it was made, in ms, strictly increasing on this device: the order it is sent in. */
  made: number
}

let lastMade = 0
/** Now, or just after the last action made in this page when that was in the same millisecond. */
const madeNow = () => (lastMade = Math.max(Date.now(), lastMade + 1))

export const outboxKeys = {
  follow: ['outbox', 'follow'] as const,
  ask: ['outbox', 'ask'] as const,
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>

const metaOf = (mutation: AnyMutation) => mutation.options.meta?.outbox as OutboxMeta | undefined

/** A mutation of the outbox that waits for the network. */
export const isWaiting = (mutation: AnyMutation) =>
  metaOf(mutation) !== undefined && mutation.state.status === 'pending' && mutation.state.isPaused

/** One waiting action as the device keeps it. */
export interface KeptAction {
  id: string
  uid: string
  made: number
  /** The mutation as TanStack Query dehydrates it: key, variables, meta, when it was made. */
  mutation: DehydratedState['mutations'][number]
}

/** Where waiting actions are kept between visits. */
export interface OutboxStore {
  /** The account's actions, oldest first. */
  list(uid: string): Promise<KeptAction[]>
  put(action: KeptAction): Promise<void>
  remove(id: string): Promise<void>
}

/** IndexedDB through Dexie, opened on first use. */
export function dexieOutboxStore(name = 'seedling-outbox'): OutboxStore {
  const open = lazyDexieTable<KeptAction, string>(name, 'actions', 'id, uid')
  return {
    list: async (uid) => oldestFirst(await (await open()).where('uid').equals(uid).toArray()),
    put: async (action) => {
      await (await open()).put(action)
    },
    remove: async (id) => {
      await (await open()).delete(id)
    },
  }
}

/** Kept in memory only (tests, stories). */
export function memoryOutboxStore(): OutboxStore {
  const actions = new Map<string, KeptAction>()
  return {
    list: async (uid) => oldestFirst([...actions.values()].filter((action) => action.uid === uid)),
    put: async (action) => void actions.set(action.id, structuredClone(action)),
    remove: async (id) => void actions.delete(id),
  }
}

const oldestFirst = (actions: KeptAction[]) => actions.sort((a, b) => a.made - b.made)

/**
 * Sends an action, or lets it wait for the network: resolves 'sent' once the server took it,
 * 'queued' as soon as it waits (no connection now, or none when it was sent); rejects with the
 * server's refusal of an action that never waited, for the screen to show in place. Without an
 * outbox (the demo, whose backend is on the device) nothing ever waits.
 */
export function sendOrQueue<TData, TVariables>(
  client: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
  meta: Omit<OutboxMeta, 'id' | 'made'>,
): Promise<'sent' | 'queued'> {
  const cache = client.getMutationCache()
  const outbox: OutboxMeta = { ...meta, id: crypto.randomUUID(), made: madeNow() }
  // Where an outbox is there, its own way of sending the action (createOutbox: it also takes
  // the action off the device once sent), as for an action kept from an earlier visit.
  const byOutbox = Boolean(
    options.mutationKey && client.getMutationDefaults(options.mutationKey).mutationFn,
  )
  const mutation = cache.build(client, {
    ...(byOutbox ? { mutationKey: options.mutationKey } : options),
    meta: { ...options.meta, outbox },
  })
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (done: () => void) => {
      if (settled) return
      settled = true
      unsubscribe()
      done()
    }
    const unsubscribe = cache.subscribe((event) => {
      if (event.mutation === mutation && isWaiting(mutation as AnyMutation))
        settle(() => resolve('queued'))
    })
    mutation.execute(variables).then(
      () => settle(() => resolve('sent')),
      // Refused after it waited: the outbox tells the person (createOutbox's onRefused).
      (error: unknown) => settle(() => reject(error)),
    )
  })
}

/** The signed-in account's waiting actions of one kind that `match`, oldest first. */
export function useWaitingActions<TVariables>(
  kind: keyof typeof outboxKeys,
  uid: string,
  match: (variables: TVariables) => boolean,
) {
  return useMutationState({
    filters: {
      mutationKey: outboxKeys[kind],
      predicate: (mutation) =>
        isWaiting(mutation as AnyMutation) &&
        metaOf(mutation as AnyMutation)?.uid === uid &&
        match(mutation.state.variables as TVariables),
    },
    select: (mutation) => ({
      id: metaOf(mutation as AnyMutation)!.id,
      variables: mutation.state.variables as TVariables,
    }),
  })
}

export interface Outbox {
  /** Loads the account's kept actions (at start, after a sign-in) and sends them when it can. */
  load(uid: string): Promise<void>
  /** Drops a waiting action: it is never sent. */
  cancel(id: string): Promise<void>
  /** Stops listening (tests). */
  stop(): void
}

/** A network miss is worth waiting for; anything the server said is its answer. */
const noAnswer = (error: unknown) => isApiError(error) && error.status === 0

/**
 * The outbox of remote mode: teaches `client` how to send each kind of waiting action (so one
 * kept from an earlier visit can be sent), keeps each action that waits in `store` until the
 * server has taken it, and tells `onRefused` of one the server refused when it was finally sent
 * (it is dropped: sending it again would be refused again).
 */
export function createOutbox({
  client,
  api,
  store,
  onRefused,
}: {
  client: QueryClient
  api: ApiClient
  store: OutboxStore
  onRefused: (meta: OutboxMeta, error: unknown) => void
}): Outbox {
  const waits = {
    networkMode: 'online',
    // A request that got no answer waits for the network; the app marks itself offline on it.
    retry: (count: number, error: unknown) => noAnswer(error) && count < 100,
    retryDelay: 1_000,
    // One after another, in the order made.
    scope: { id: 'outbox' },
  } as const
  /** The ids of the actions in the store, so that a settled one leaves it once. */
  const kept = new Set<string>()
  /**
   * An action's request, then, once the server has taken it, its removal from the device: the
   * mutation succeeds (and the screen says so) only after that, so that the app closed or
   * reloaded from then on cannot find it kept and send it a second time.
   */
  const leavesOnceSent = <TData, TVariables>(
    action: MutationOptions<TData, Error, TVariables>,
  ): MutationOptions<TData, Error, TVariables> => ({
    ...action,
    mutationFn: async (variables, context) => {
      const answer = await action.mutationFn!(variables, context)
      const meta = context.meta?.outbox as OutboxMeta | undefined
      if (meta && kept.has(meta.id)) await release(meta.id)
      return answer
    },
  })
  client.setMutationDefaults(outboxKeys.follow, { ...leavesOnceSent(followAction(api)), ...waits })
  client.setMutationDefaults(outboxKeys.ask, { ...leavesOnceSent(askAction(api)), ...waits })

  const keep = (mutation: AnyMutation, meta: OutboxMeta) => {
    kept.add(meta.id)
    const [dehydrated] = dehydrate(client, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (candidate) => candidate === mutation,
    }).mutations
    void store
      .put({ id: meta.id, uid: meta.uid, made: meta.made, mutation: dehydrated! })
      .catch(() => undefined)
  }
  const release = (id: string) => {
    kept.delete(id)
    return store.remove(id).catch(() => undefined)
  }

  const unsubscribe = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    const mutation = event.mutation as AnyMutation
    const meta = metaOf(mutation)
    if (!meta) return
    if (isWaiting(mutation) && !kept.has(meta.id)) keep(mutation, meta)
    const { status } = mutation.state
    if ((status === 'success' || status === 'error') && kept.has(meta.id)) {
      void release(meta.id)
      if (status === 'error') onRefused(meta, mutation.state.error)
    }
  })

  const inCache = (id: string) =>
    client
      .getMutationCache()
      .getAll()
      .find((mutation) => metaOf(mutation as AnyMutation)?.id === id)

  return {
    async load(uid) {
      const actions = (await store.list(uid).catch(() => [])).filter(
        (action) => !inCache(action.id),
      )
      for (const action of actions) kept.add(action.id)
      if (actions.length)
        hydrate(client, { mutations: actions.map((action) => action.mutation), queries: [] })
      await client.resumePausedMutations()
    },
    async cancel(id) {
      const mutation = inCache(id)
      if (mutation) client.getMutationCache().remove(mutation)
      await release(id)
      // The next action of the same account no longer waits behind this one.
      await client.resumePausedMutations()
    },
    stop: unsubscribe,
  }
}
