import { Readable } from 'node:stream'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { refuseNul } from '@/domain/nul-text'
import { Problem } from '@/domain/problem'
import type { z } from '@/domain/zod'
import { perform, requireAccess } from '@/operations/access'
import {
  Download,
  type Answer,
  ListInBatches,
  type Caller,
  type Operation,
  type OperationContext,
  type UploadForm,
} from '@/operations/operation'
import { operations, type ContractStore } from '@/operations/table'
import { encodedAnswer, sendEncoded, type EncodedAnswer } from './compressed'
import type { AppContext } from './context'
import { maybeSignedIn, publicBase, signedIn } from './routes/guard'
import { visitorHasher } from './secrets'
import { analyticsStore } from './store/analytics'
import { followingStore } from './store/following'
import { operatingStore } from './store/operating'
import { notificationsStore } from './store/notifications'
import { historyVersionNow, historyVersionRead, paymentsStore } from './store/payments'
import { pushStore } from './store/push'
import { questionsStore } from './store/questions'
import { startupsStore } from './store/startups'
import { keptPages } from './explore'
import { keptByVersion, keptReads, type KeptByVersion, type KeptReads } from './kept-reads'
import type { ExplorePage } from '@/domain/explore-page'
import { updatesStore } from './store/updates'
import { usersStore } from './store/users'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call an operation of the table (for the contract's document). */
    access?: Operation<unknown>['access']
    /** A public read that reads a token when one is sent (for the contract's document). */
    readsCaller?: boolean
    /** The optional extension an operation of the table belongs to (for the contract's document). */
    extension?: string
    /** What its successful answer holds, and its status (for the contract's document). */
    answer?: z.ZodType
    status?: number
    /** The text fields of a multipart upload (files are `logo` and `report`). */
    form?: readonly string[]
  }
}

/** The server's store, and what it keeps of its answers for the next callers. */
export type ServerStore = ContractStore & {
  /**
   * Forgets the answers kept (explore's pages and searches, the answers kept for signed-out
   * visitors): after every write this process answers.
   */
  forgetKeptReads(): void
  /** Answers to signed-out visitors kept for the next (`KEPT_FOR_VISITORS`), by base and URL. */
  visitorAnswers: KeptReads<Answer<unknown>>
  /**
   * Reads kept for signed-out visitors as `visitorAnswers` are (`STARTUP_KEEP_MS`), for another
   * of the server's routes (a startup's server-rendered page); forgotten with them.
   */
  keptForVisitors<T>(): KeptReads<T>
  /** Answers kept while the database's version of what they show stands (`VERSIONED`). */
  keptByVersion: KeptByVersion<EncodedAnswer>
  /** The version of a user's history now (`historyVersionRead`: the one a read was read at). */
  historyVersionNow(uid: string): Promise<string | null>
}

/**
 * What a process keeps of answers by their version (`VERSIONED`): 16 MB, the JSON of about 800
 * investors' histories of 40 payments (19 KB each) and what it adds once compressed, each kept
 * from its second read among the last 1,000.
 */
const KEPT_BY_VERSION = {
  maxSize: 16 * 1024 * 1024,
  sizeOf: (answer: EncodedAnswer) => answer.bytes.length,
  remembered: 1_000,
}

/** The server's store: every port of the table over PostgreSQL (server/src/store/*). */
export async function serverStore(
  { database, config, updateMail, mailer, hashOtp, push }: AppContext,
  log: FastifyBaseLogger,
): Promise<ServerStore> {
  const visitorOf = await visitorHasher(database, config.OTP_SECRET)
  // Explore's pages and searches, kept a second for the next visitors (explore.ts).
  const keptExplorePages = keptPages<ExplorePage>({ ttlMs: config.EXPLORE_KEEP_MS })
  // What signed-out visitors of a startup's page ask for, kept a second for the next.
  const forVisitors: Array<() => void> = []
  const keptForVisitors = <T>() => {
    const kept = keptReads<T>({ ttlMs: config.STARTUP_KEEP_MS, max: 1_000 })
    forVisitors.push(kept.clear)
    return kept
  }
  const visitorAnswers = keptForVisitors<Answer<unknown>>()
  return {
    forgetKeptReads() {
      keptExplorePages.clear()
      for (const clear of forVisitors) clear()
    },
    visitorAnswers,
    keptForVisitors,
    keptByVersion: keptByVersion(KEPT_BY_VERSION),
    historyVersionNow: historyVersionNow(database.db),
    ...startupsStore(database.db, keptExplorePages),
    ...usersStore(database.db),
    ...paymentsStore(database.db, { mailer, hashOtp, log }),
    ...questionsStore(database.db, push?.enqueue),
    // The answer does not wait for the e-mails: the queue's workers send them (update-mail.ts).
    ...updatesStore(
      database.db,
      updateMail,
      (update, emails) => log.info({ update: update._id, emails }, 'update e-mails queued'),
      push?.enqueue,
    ),
    ...followingStore(database.db),
    ...analyticsStore(database.db, visitorOf),
    ...operatingStore(database.db, push?.enqueue),
    ...notificationsStore(database.db),
    ...pushStore(database.db, push?.publicKey ?? null, {
      httpEndpoints: config.NODE_ENV !== 'production',
    }),
  }
}

/** A multipart upload's text fields and files (their bytes read; limits in app.ts). */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  const upload: UploadForm = { fields: {}, files: {} }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile
        const bytes = await file.toBuffer()
        upload.files[file.fieldname] = {
          name: file.filename,
          type: file.mimetype,
          size: bytes.byteLength,
          bytes,
        }
        refuseNul({ [file.fieldname]: file.filename })
      } else if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value
    }
  } catch (error) {
    // The multipart plugin's own limits carry their status (413 and the like, app's errors.ts);
    // a body the parser cannot read (no boundary, not multipart inside) is the caller's, as the
    // demo answers it.
    if (error instanceof Problem || (error as { statusCode?: number }).statusCode) throw error
    throw new Problem(400, 'invalid_form', 'The form data could not be read')
  }
  refuseNul(upload.fields)
  return upload
}

/** A row of the table, as `operations` holds them. */
type Row = (typeof operations)[number]

/**
 * A read that answers JSON (not a file download, whose address never changes what it serves):
 * revalidated by the caller's cache every time (`no-cache`) against its `ETag` (app.ts), so that
 * a repeat read of an unchanged answer is a 304 with no body. What a public read without a caller
 * answers is the same for everyone, and a shared cache (a CDN) may keep it; an answer that may
 * depend on the caller is the caller's own (`private`, `Vary: Authorization`).
 */
const isRevalidatedRead = (row: Row) => row.method === 'GET' && row.path !== '/files/:id'

/**
 * Reads whose answer to a signed-out visitor (no Authorization) is kept `STARTUP_KEEP_MS` for the
 * next, by the address asked for: a startup's page, which everyone who opens a shared link asks
 * for, at a million startups a query of its own each time. The answer depends only on the address
 * then (an invite-only one's invitation is in it). A signed-in caller, who may just have invested
 * or edited it, is answered from the database every time; a write this process answers forgets
 * what is kept; another process's write shows within that time, as explore's kept pages do.
 */
const KEPT_FOR_VISITORS = new Set<string>(['/startups/data/:id'])

/**
 * Writes that change nothing a kept read answers: a page view (counted for the founder's
 * figures, which are never kept) and a code asked for. Every visitor of a shared link posts a
 * view: were it to forget what is kept, nobody would be answered from it.
 */
const LEAVES_KEPT_READS = new Set<string>(['/startups/view', '/payments/getotp'])

/**
 * Reads whose answer a process keeps, by the address asked for, with the version the database
 * gives what it shows (migration 0020), and sends again while that version stands: a user's
 * history, read at every visit to Funded and the dashboard, which changes only when they invest,
 * cancel or are refunded, or a startup or investor it shows changes. Each row has the version
 * now (one small query: what a kept answer costs) and the version an answer was read at (with
 * its rows, in one statement: a first read costs what it did). A write on any process shows at
 * the next request.
 */
const VERSIONED: Partial<
  Record<
    string,
    {
      now(store: ServerStore, params: Record<string, string>): Promise<string | null>
      read(body: object): string | undefined
    }
  >
> = {
  '/payments/history/:uid': {
    now: (store, { uid }) => store.historyVersionNow(uid!),
    read: (body) => historyVersionRead((body as { data: object }).data),
  },
}

function cacheControl(row: Row) {
  return row.access === 'public' && !row.readsCaller
    ? { 'cache-control': 'no-cache' }
    : { 'cache-control': 'private, no-cache', vary: 'Authorization' }
}

/**
 * The table's operations as Fastify routes under /api: a signed-in operation checks the token
 * before its input is read; Fastify validates the path's parameters and the body with the row's
 * schemas (400 not JSON, 422 refused), and the row's answer schema describes it in OpenAPI.
 */
export const operationRoutes =
  (context: AppContext, store: ServerStore): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = signedIn(context.verifyToken)
    const readCaller = maybeSignedIn(context.verifyToken)
    const route = (scope: FastifyInstance, row: Row) =>
      scope.route({
        method: row.method,
        url: row.path,
        ...(row.access !== 'public'
          ? { preValidation }
          : row.readsCaller
            ? { preValidation: readCaller }
            : {}),
        config: {
          access: row.access,
          readsCaller: row.readsCaller ?? false,
          extension: row.extension,
          answer: row.response,
          status: row.status,
          form: row.form?.fields,
        },
        schema: {
          ...(row.params ? { params: row.params } : {}),
          ...(row.body ? { body: row.body } : {}),
        },
        handler: async (request, reply) => {
          const caller: Caller = {
            uid: request.uid ?? '',
            email: request.email,
            emailVerified: request.emailVerified ?? false,
          }
          const operation: OperationContext<ContractStore> = {
            store,
            caller,
            now: Date.now(),
            visitor: request.ip,
            base: publicBase(request, context.config.PUBLIC_URL),
          }
          let body = request.body
          if (row.form) {
            if (!request.isMultipart())
              throw new Problem(
                415,
                'multipart_required',
                'Send the startup as multipart/form-data',
              )
            // Who may upload is settled before the upload is read (up to 12 MB).
            await row.form.mayUpload(operation)
            body = await readForm(request)
          }
          const query = new URL(request.url, 'http://localhost').searchParams
          // Whatever a write changed, this process's next reads show it (answers kept are
          // forgotten, whether the write was done or refused).
          if (row.method !== 'GET' && !LEAVES_KEPT_READS.has(row.path))
            reply.raw.once('finish', store.forgetKeptReads)
          const run = () => perform(row, operation, { params: request.params, body, query })
          // What is kept of a read is kept by the address it was asked at.
          const address = `${operation.base}\u0000${request.url}`
          const versioned = VERSIONED[row.path]
          const kept = versioned && store.keptByVersion.get(address)
          if (kept) {
            requireAccess(row, caller, { params: request.params, body })
            const now = await versioned.now(store, request.params as Record<string, string>)
            if (now === kept.version) {
              reply.headers(cacheControl(row)).status(200).type('application/json; charset=utf-8')
              return sendEncoded(request, reply, kept.answer)
            }
          }
          const answer =
            KEPT_FOR_VISITORS.has(row.path) && !request.headers.authorization
              ? await store.visitorAnswers.get(address, run)
              : await run()
          if (answer.body instanceof Download) {
            // A file's address never serves another file; a logo's copy is tagged by its width.
            const width = query.get('w')
            const id = (request.params as { id: string }).id
            return reply
              .status(answer.status)
              .headers(answer.body.headers)
              .header('etag', `"${id}${width ? `-w${width}` : ''}"`)
              .send(answer.body.bytes)
          }
          if (answer.status === 204) return reply.status(204).send()
          if (isRevalidatedRead(row)) reply.headers(cacheControl(row))
          // Written as it is read: the list never lies whole in this process's memory, and a
          // batch is read only once the one before has gone to the socket (a slow reader holds
          // one batch, not the list).
          if (answer.body instanceof ListInBatches)
            return reply
              .status(answer.status)
              .type('application/json; charset=utf-8')
              .send(Readable.from(await answer.body.started(), { highWaterMark: 1 }))
          if (typeof answer.body !== 'object' || answer.body === null)
            return reply.status(answer.status).send(answer.body)
          reply.status(answer.status).type('application/json; charset=utf-8')
          const encoded = encodedAnswer(answer.body)
          const version = versioned?.read(answer.body)
          if (version && answer.status === 200) store.keptByVersion.offer(address, version, encoded)
          return sendEncoded(request, reply, encoded)
        },
      })
    for (const row of operations) route(app, row)
  }
