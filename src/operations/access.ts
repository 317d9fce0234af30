import { idParamsSchema } from '@/domain/ids'
import { accountSuspended, type Suspension } from '@/domain/operating'
import { Problem } from '@/domain/problem'
import { noSuchStartup, notYourStartup } from '@/domain/startup'
import type { Role } from '@/domain/user'
import type { z } from '@/domain/zod'
import {
  answerOf,
  type Answer,
  type Caller,
  type Operation,
  type OperationContext,
  type RowMaker,
} from './operation'

/**
 * The port of stores that decide by role: a user's role, undefined when there is no such user,
 * and whether Seedling has suspended them.
 */
export interface UserRoles extends Suspensions {
  roleOf(uid: string): Promise<Role | undefined>
}

/** The port of stores that refuse what a suspended account may not do (operators, an extension). */
export interface Suspensions {
  /** The account's suspension; null when it is not suspended (or there is no such account). */
  suspensionOf(uid: string): Promise<Suspension | null>
}

/** 403 when Seedling has suspended the account: it may not publish, invest, ask or report. */
export async function requireNotSuspended(store: Suspensions, uid: string): Promise<void> {
  const suspension = await store.suspensionOf(uid)
  if (suspension) throw accountSuspended(suspension)
}

/** 403 unless the caller is the user the request names. */
export function requireSelf(caller: Caller, claimedUid: string): void {
  if (caller.uid !== claimedUid)
    throw new Problem(403, 'forbidden', 'You can only do this for your own account')
}

/** The port every store has: who owns a startup (undefined when there is no such startup). */
export interface StartupOwners {
  startupOwner(id: string): Promise<string | undefined>
}

/** 404 when there is no such startup. */
export async function requireStartup(store: StartupOwners, id: string): Promise<string> {
  const owner = await store.startupOwner(id)
  if (owner === undefined) throw noSuchStartup()
  return owner
}

/** 404 when there is no such startup, 403 when the caller does not own it. */
export async function requireOwnStartup(store: StartupOwners, id: string, caller: Caller) {
  if ((await requireStartup(store, id)) !== caller.uid) throw notYourStartup()
}

/**
 * The row of a public read of one startup's records, GET `path` (its last part `:id`), made by
 * the resource's `operation`: 404 when there is no such startup, else what `read` answers.
 */
export function startupRead<Store extends StartupOwners, Output>(
  operation: RowMaker<Store>,
  row: {
    path: string
    response: z.ZodType<Output>
    read(store: Store, startupId: string): Promise<Output>
  },
): Operation<Store> {
  return operation({
    method: 'GET',
    path: row.path,
    access: 'public',
    params: idParamsSchema,
    response: row.response,
    async run({ store }, { params }) {
      await requireStartup(store, params.id)
      return row.read(store, params.id)
    },
  })
}

/** The account a request names: the path's `uid`, else the body's `useruid`. */
function namedAccount(input: { body: unknown; params: unknown }): string {
  const uid =
    (input.params as { uid?: unknown } | undefined)?.uid ??
    (input.body as { useruid?: unknown } | undefined)?.useruid
  if (typeof uid !== 'string') throw new Error('An operation for its caller names no account')
  return uid
}

/**
 * Runs one row of the table for a request whose input its schemas have read: the caller's own
 * account where the row says 'self', then `run`; resolves to the status and body to answer.
 */
export async function perform<Store>(
  row: Operation<Store>,
  context: OperationContext<Store>,
  input: { body: unknown; params: unknown; query: URLSearchParams },
): Promise<Answer<unknown>> {
  requireAccess(row, context.caller, input)
  return answerOf(row, await row.run(context, input))
}

/** 403 unless the caller may perform the row: where it says 'self', the account it names is theirs. */
export function requireAccess<Store>(
  row: Operation<Store>,
  caller: Caller,
  input: { body: unknown; params: unknown },
): void {
  if (row.access === 'self') requireSelf(caller, namedAccount(input))
}
