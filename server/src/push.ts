import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss'
import type { NotificationKind } from '@/domain/notifications'
import { switchOf, type PushPayload } from '@/domain/push'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import { loadLater } from './load-later'
import { notifications, pushSubscriptions, serverSecrets, users } from './db/schema'
import type { Tx } from './store/transaction'

/** pg-boss queue of pushes: one job per notification and device. */
export const PUSH_QUEUE = 'push'

interface PushJob {
  notificationId: number
  endpoint: string
}

/** A notification just written, to be pushed to its reader's devices that want its kind. */
export interface Pushed {
  id: number
  userUid: string
  kind: NotificationKind
}

export interface Push {
  /** The public key browsers subscribe with (base64url). */
  publicKey: string
  /** Queues the pushes of notifications written in `tx`, with them (one job per device). */
  enqueue(tx: Pick<Tx, 'select' | 'execute'>, rows: Pushed[]): Promise<void>
}

/** web-push (and the crypto packages under it), loaded when a key pair is made or a push sent. */
const webPush = loadLater(async () => (await import('web-push')).default)

/** The VAPID pair: configured, or in development one kept in the database (every process agrees). */
async function vapidKeys(
  database: Database,
  config: Pick<ServerConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'NODE_ENV'>,
): Promise<{ publicKey: string; privateKey: string } | null> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
  if (config.NODE_ENV === 'production') return null
  const { db } = database
  await db
    .insert(serverSecrets)
    .values({ name: 'vapid', value: JSON.stringify((await webPush()).generateVAPIDKeys()) })
    .onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'))
  return JSON.parse(row!.value) as { publicKey: string; privateKey: string }
}

/**
 * Web Push through the job queue (pg-boss): a notification's pushes are queued in the transaction
 * that writes it, a job per device, so a push never holds up the request that caused it. A job
 * sends with the `web-push` library (the payload encrypted for the browser, RFC 8291; the VAPID
 * header signed, RFC 8292). A browser that unsubscribed (404, 410 from its push service) is
 * forgotten; any other refusal is tried again with growing pauses. The payload is the
 * notification's title and link, and the unread count for the app's badge.
 */
export async function startPush({
  boss,
  database,
  config,
  log,
}: {
  boss: PgBoss
  database: Database
  config: Pick<
    ServerConfig,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'NODE_ENV' | 'PUSH_RETRY_SECONDS'
  >
  log: FastifyBaseLogger
}): Promise<Push | null> {
  const keys = await vapidKeys(database, config)
  if (!keys) return null
  const { db } = database
  const vapidDetails = {
    subject: config.VAPID_SUBJECT ?? 'mailto:push@seedling.invalid',
    ...keys,
  }
  const queueOptions = {
    retryLimit: 8,
    retryDelay: config.PUSH_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 60,
    deleteAfterSeconds: 24 * 60 * 60,
  }
  await boss.createQueue(PUSH_QUEUE, queueOptions)
  await boss.updateQueue(PUSH_QUEUE, queueOptions)

  const send = async ({ notificationId, endpoint }: PushJob) => {
    const [row] = await db
      .select({
        title: notifications.title,
        link: notifications.link,
        userUid: notifications.userUid,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(notifications)
      .innerJoin(
        pushSubscriptions,
        and(
          eq(pushSubscriptions.endpoint, endpoint),
          eq(pushSubscriptions.userUid, notifications.userUid),
        ),
      )
      .where(eq(notifications.id, notificationId))
    // The browser unsubscribed (or moved to someone else) since: nothing to send.
    if (!row) return
    const [unread] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userUid, row.userUid), isNull(notifications.readAt)))
    const payload: PushPayload = { title: row.title, link: row.link, unread: unread?.n ?? 0 }
    // web-push encrypts the payload and signs the VAPID header; the request is sent with fetch.
    const request = (await webPush()).generateRequestDetails(
      { endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(payload),
      { vapidDetails, TTL: 24 * 60 * 60 },
    )
    let status: number | undefined
    try {
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      })
      status = answer.status
      await answer.body?.cancel()
    } catch {
      // Unreachable or too slow: tried again below.
    }
    if (status === undefined || status >= 300) {
      if (status === 404 || status === 410) {
        await db
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, endpoint),
              eq(pushSubscriptions.userUid, row.userUid),
            ),
          )
        log.info({ status }, 'a browser had unsubscribed from pushes: forgotten')
        return
      }
      log.warn({ status }, 'a push was not accepted; it will be tried again')
      // The push service's answer (with the endpoint) stays out of the job's record.
      throw new Error(`push not accepted${status === undefined ? '' : ` (${status})`}`)
    }
  }
  await boss.work<PushJob>(
    PUSH_QUEUE,
    { batchSize: 1, localConcurrency: 4, pollingIntervalSeconds: 1 },
    async ([job]) => send(job!.data),
  )

  return {
    publicKey: keys.publicKey,
    async enqueue(tx, rows) {
      if (rows.length === 0) return
      const uids = [...new Set(rows.map((row) => row.userUid))]
      const devices = await tx
        .select({
          userUid: pushSubscriptions.userUid,
          endpoint: pushSubscriptions.endpoint,
          off: users.pushOff,
        })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.uid, pushSubscriptions.userUid))
        .where(inArray(pushSubscriptions.userUid, uids))
      const jobs = rows.flatMap((row) => {
        const kindSwitch = switchOf(row.kind)
        return devices
          .filter(
            (device) =>
              device.userUid === row.userUid && !(kindSwitch && device.off.includes(kindSwitch)),
          )
          .map((device) => ({
            data: { notificationId: row.id, endpoint: device.endpoint } satisfies PushJob,
          }))
      })
      if (jobs.length === 0) return
      await boss.insert(PUSH_QUEUE, jobs, {
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      })
    },
  }
}
