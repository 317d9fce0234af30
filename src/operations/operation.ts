import type { UploadedFile } from '@/domain/startup-files'
import type { z } from '@/domain/zod'

/**
 * One operation of the /api contract, written once for both backends: its route (method and
 * path under /api, as MSW and Fastify both write it), who may call it, its input and output
 * schemas, and `run`, the order of its checks over the store's ports. The demo (mocks/) and
 * Seedling's server (server/) each register every row of the table in one small adapter.
 */
export interface Operation<Store, Body = unknown, Params = unknown, Output = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Under /api, with `:name` parameters: `/startups/analytics/:id`. */
  path: string
  /**
   * Who may call it. 'signed-in': a valid bearer token is checked before anything else is read.
   * 'self': that, and the account the request names (the path's `uid`, else the body's
   * `useruid`) must be the caller's, checked once the input is read and before `run`.
   */
  access: 'public' | 'signed-in' | 'self'
  /**
   * A public read that answers more to some callers (a listing in review to its founder and the
   * operators): the bearer token is read when one is sent; a missing or untrusted one reads as
   * nobody, never as a 401.
   */
  readsCaller?: true
  body?: z.ZodType<Body>
  params?: z.ZodType<Params>
  /**
   * A multipart upload instead of a JSON body: its text fields (`fields`, listed for the
   * contract's description) and its files reach `run` as the body, read only once `mayUpload`
   * has not refused (who may upload is settled before megabytes are read). Not multipart: 415.
   */
  form?: {
    fields: readonly string[]
    mayUpload(context: OperationContext<Store>): Promise<void>
  }
  /** The answer's schema (for the contract's description); none for a 204. */
  response?: z.ZodType<Output>
  /** The status of a successful answer: 200 unless said (201 for a creation), 204 without one. */
  status?: 201
  /** Optional extensions are marked so in the contract's description. */
  extension?: string
  run(
    context: OperationContext<Store>,
    input: { body: Body; params: Params; query: URLSearchParams },
  ): Promise<Output | Answer<Output> | Download | ListInBatches<unknown>>
}

/** A multipart upload as `run` reads it: the text fields, and the files by field name. */
export interface UploadForm {
  fields: Record<string, string | undefined>
  files: Record<string, UploadedFile | undefined>
}

/** A file answered as it is stored (its bytes, with the headers it is served with). */
export class Download {
  constructor(
    readonly bytes: Uint8Array,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * A list answered as it is read: `{ "<field>": [ …every item… ] }`, its items coming from
 * `batches` one batch at a time, so that no backend holds the whole list at once (the base
 * contract's explore answers every startup, however many there are). Each item is written as
 * `item` describes it, as a whole answer is by its row's schema.
 */
export class ListInBatches<Item> {
  constructor(
    readonly field: string,
    readonly item: z.ZodType<Item>,
    readonly batches: AsyncIterable<Item[]>,
  ) {}

  /** The answer's JSON, in pieces as the batches come; nothing before the first batch is read. */
  async *json(): AsyncGenerator<string> {
    const open = `{${JSON.stringify(this.field)}:[`
    let opened = false
    for await (const batch of this.batches) {
      if (batch.length === 0) continue
      const items = batch.map((item) => JSON.stringify(this.item.parse(item))).join(',')
      yield opened ? `,${items}` : `${open}${items}`
      opened = true
    }
    yield opened ? ']}' : `${open}]}`
  }

  /**
   * The answer's JSON once its first batch has been read: a failure before then (the database
   * is down) is thrown here, before a status is sent, so the backend answers it as any error.
   * Only a failure later, with the answer under way, can cut it short.
   */
  async started(): Promise<AsyncIterable<string>> {
    const pieces = this.json()
    const first = await pieces.next()
    return (async function* () {
      if (!first.done) yield first.value
      yield* pieces
    })()
  }

  /** The whole answer in memory, for a backend whose lists are small (the demo's). */
  async whole(): Promise<Record<string, Item[]>> {
    const items: Item[] = []
    for await (const batch of this.batches) items.push(...batch)
    return { [this.field]: items }
  }
}

/** An answer with another status than its row's: a creation asked again answers 200, not 201. */
export class Answer<Output> {
  constructor(
    readonly status: number,
    readonly body: Output,
  ) {}
}

/** The status and body a row's `run` answered. */
export const answerOf = (row: Operation<unknown>, output: unknown): Answer<unknown> =>
  output instanceof Answer
    ? output
    : new Answer(row.response || output instanceof Download ? (row.status ?? 200) : 204, output)

/** The caller a bearer token proves (an empty uid on a public operation). */
export interface Caller {
  uid: string
  email: string | undefined
  /** Whether the identity provider has seen the owner open the link sent to `email`. */
  emailVerified: boolean
}

/** What an operation is given by the backend that runs it. */
export interface OperationContext<Store> {
  store: Store
  caller: Caller
  /** The time of the request (the backend's clock: replaceable in tests). */
  now: number
  /** Who is asking, for counting visitors: the client address on a server, the device in the demo. */
  visitor: string
  /** Where this backend is reached from, for the addresses it answers and e-mails. */
  base: string
}

/**
 * Rows over one store's ports: `operationsOver<FollowingStore>()` gives a function that types a
 * row by its schemas (its body and params reach `run` parsed) and files it in the table, which
 * holds rows of any input. A resource that is wholly one optional extension names it once here
 * (`operationsOver<FollowingStore>({ extension: 'Following' })`) rather than in every row.
 */
export const operationsOver =
  <Store>(group: { extension?: string } = {}) =>
  <Body = undefined, Params = undefined, Output = undefined>(
    row: Operation<Store, Body, Params, Output>,
  ): Operation<Store> =>
    ({ ...group, ...row }) as Operation<Store>

/** What `operationsOver` gives: the function that makes one resource's rows. */
export type RowMaker<Store> = ReturnType<typeof operationsOver<Store>>
