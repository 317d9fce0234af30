import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss'
import type { ServerConfig } from './config'
import type { Database, Db } from './db/database'
import {
  payments,
  startups,
  updateDeliveries,
  updates,
  updateUnsubscribes,
  users,
} from './db/schema'
import type { Mailer } from './mail'
import { unsubscribeSigner } from './secrets'

/** pg-boss queue of update e-mails: one job per update and investor. */
export const UPDATE_EMAIL_QUEUE = 'update-email'

/** What one job names; the e-mail itself is read from the database when it is sent. */
interface UpdateEmailJob {
  updateId: string
  userUid: string
  /** Where the unsubscribe link points (the server's public address when the update was posted). */
  apiBase: string
}

/** A transaction (or the database) that the jobs are inserted with. */
type Writer = Pick<Db, 'execute' | 'selectDistinct'>

export interface UpdateMail {
  /**
   * Queues the update's e-mail to each of the startup's investors who has not unsubscribed, in
   * the caller's transaction: the update and its e-mails are written together or not at all.
   */
  enqueue(tx: Writer, update: { id: string; startupId: string }, apiBase: string): Promise<number>
}

/**
 * Update e-mails through a durable job queue (pg-boss) on the server's own database, PostgreSQL or
 * PGlite. Posting an update only inserts jobs; a worker in every server process sends them. An
 * address the mail server refuses fails its own job, which is retried with growing pauses
 * (MAIL_RETRY_SECONDS, doubling, at most six hours, 12 times); the other jobs are not held up. A
 * process killed while sending leaves its job active; once the job's heartbeat has been missed
 * (10 s) another process, or this one restarted, takes it again. Each e-mail the mail server
 * accepted is written down (update_deliveries), so a job taken again does not send it twice —
 * short of a crash between the mail server's "OK" and that row, which the queue cannot know about.
 */
/**
 * A queue of e-mails, one job each: a refused address is retried with growing pauses (from
 * `retryDelay` seconds, doubling, at most six hours, 12 times); a job whose process stopped
 * answering for 10 s is taken again.
 */
export async function ensureMailQueue(boss: PgBoss, name: string, retryDelay: number) {
  const queueOptions = {
    retryLimit: 12,
    retryDelay,
    retryBackoff: true,
    retryDelayMax: 6 * 60 * 60,
    expireInSeconds: 5 * 60,
    heartbeatSeconds: 10,
    // Jobs are kept a week after they are done: enough to answer "was it sent?".
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  }
  await boss.createQueue(name, queueOptions)
  // The settings of this version apply to a queue an earlier one created.
  const { heartbeatSeconds: _fixedAtCreation, ...changeable } = queueOptions
  await boss.updateQueue(name, changeable)
}

/**
 * Sends a queue's e-mails, two at a time in each process. A refusal is logged with `about` (uids,
 * never an address) and the mail server's code, and thrown again without its text (the job's
 * record keeps no address), so the queue tries it again later.
 */
export async function workMailQueue<Job extends object>(
  boss: PgBoss,
  log: FastifyBaseLogger,
  queue: string,
  what: string,
  send: (job: Job) => Promise<void>,
  about: (job: Job) => Record<string, string>,
) {
  await boss.work<Job>(
    queue,
    { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 1 },
    async ([job]) => {
      try {
        await send(job!.data)
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode
        const smtp = typeof code === 'number' ? code : undefined
        log.warn(
          { ...about(job!.data), smtp, attempt: job!.retryCount + 1 },
          `${what} was not accepted; it will be tried again`,
        )
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`${what} not accepted${smtp === undefined ? '' : ` (${smtp})`}`)
      }
    },
  )
}

export async function startUpdateMail({
  boss,
  database,
  mailer,
  config,
  log,
}: {
  boss: PgBoss
  database: Database
  mailer: Mailer
  config: Pick<ServerConfig, 'OTP_SECRET' | 'APP_URL' | 'ALLOWED_ORIGINS' | 'MAIL_RETRY_SECONDS'>
  log: FastifyBaseLogger
}): Promise<UpdateMail> {
  const { db } = database
  const signer = await unsubscribeSigner(database, config.OTP_SECRET)
  await ensureMailQueue(boss, UPDATE_EMAIL_QUEUE, config.MAIL_RETRY_SECONDS)

  const appUrl = config.APP_URL ?? config.ALLOWED_ORIGINS.find((o) => o !== '*')

  const send = async ({ updateId, userUid, apiBase }: UpdateEmailJob) => {
    const [row] = await db
      .select({
        email: users.email,
        name: users.name,
        startupId: updates.startupId,
        startupName: startups.name,
        startupSlug: startups.slug,
        title: updates.title,
        body: updates.body,
        delivered: updateDeliveries.updateId,
        unsubscribed: updateUnsubscribes.userUid,
      })
      .from(updates)
      .innerJoin(startups, eq(startups.id, updates.startupId))
      .innerJoin(users, eq(users.uid, userUid))
      .leftJoin(
        updateDeliveries,
        and(eq(updateDeliveries.updateId, updates.id), eq(updateDeliveries.userUid, userUid)),
      )
      .leftJoin(
        updateUnsubscribes,
        and(
          eq(updateUnsubscribes.userUid, userUid),
          eq(updateUnsubscribes.startupId, updates.startupId),
        ),
      )
      .where(eq(updates.id, updateId))
    // Sent already (a job taken again after a crash), or the investor has since unsubscribed.
    if (!row || row.delivered || row.unsubscribed) return
    const token = signer.token(userUid, row.startupId)
    await mailer.sendUpdate({
      to: row.email,
      name: row.name,
      startupName: row.startupName,
      title: row.title,
      body: row.body,
      pageUrl: `${appUrl ?? apiBase}/s/${encodeURIComponent(row.startupSlug ?? row.startupId)}`,
      unsubscribeUrl: `${apiBase}/api/updates/unsubscribe?t=${encodeURIComponent(token)}`,
    })
    await db.insert(updateDeliveries).values({ updateId, userUid }).onConflictDoNothing()
  }

  await workMailQueue(boss, log, UPDATE_EMAIL_QUEUE, 'an update e-mail', send, (job) => ({
    update: job.updateId,
    investor: job.userUid,
  }))

  return {
    async enqueue(tx, update, apiBase) {
      const recipients = await tx
        .selectDistinct({ uid: payments.userUid })
        .from(payments)
        .leftJoin(
          updateUnsubscribes,
          and(
            eq(updateUnsubscribes.userUid, payments.userUid),
            eq(updateUnsubscribes.startupId, payments.startupId),
          ),
        )
        .where(
          and(
            eq(payments.startupId, update.startupId),
            isNull(payments.cancelledAt),
            isNull(updateUnsubscribes.userUid),
          ),
        )
        .orderBy(payments.userUid)
      if (recipients.length === 0) return 0
      await boss.insert(
        UPDATE_EMAIL_QUEUE,
        recipients.map(({ uid }) => ({
          data: { updateId: update.id, userUid: uid, apiBase } satisfies UpdateEmailJob,
        })),
        { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
      )
      return recipients.length
    },
  }
}
