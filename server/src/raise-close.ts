import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { fromDrizzle, type DrizzleTransactionLike, type PgBoss } from 'pg-boss'
import { closingMoment } from '@/domain/startup-fields'
import { decideRaise, type ClosesStore, type OutcomeMail } from '@/operations/closes'
import { remindCoolingOff } from '@/operations/reminders'
import type { ServerConfig } from './config'
import type { Database } from './db/database'
import { outcomeDeliveries, payments, startups, users } from './db/schema'
import type { Mailer } from './mail'
import type { Push } from './push'
import { closesStore } from './store/closes'
import { remindersStore } from './store/reminders'
import type { Tx } from './store/transaction'
import { ensureMailQueue, workMailQueue } from './update-mail'

/** pg-boss queue of decisions: one job per raise, at the end of its closing date. */
export const DECIDE_CLOSE_QUEUE = 'decide-close'
/** pg-boss queue of outcome e-mails: one job per raise and person told. */
export const OUTCOME_EMAIL_QUEUE = 'outcome-email'

interface DecideJob {
  startupId: string
}
interface OutcomeEmailJob {
  startupId: string
  userUid: string
  founder: boolean
}

export interface RaiseCloses {
  store: ClosesStore
  /** Looks for raises closing soon, and schedules each decision (also at start). */
  sweep(now?: number): Promise<number>
  /** No more looks; resolves once a look under way has ended (before the pool closes). */
  stop(): Promise<void>
}

/**
 * The close of raises on the server (docs/product.md#the-close). Every CLOSES_SWEEP_SECONDS each
 * process schedules a decision job for each undecided raise closing before the next look, to run
 * at its close (`startAfter`); the queue keeps one job per raise (`exclusive`). The job runs the
 * core's `decideRaise` in one transaction on the raise's locked row: two processes, a retried job
 * or a process killed in the middle (its transaction rolled back, the job taken again once its
 * heartbeat is missed) decide it once. The outcome e-mails are queued in that transaction, a job
 * each, so a refused address fails only its own.
 */
export async function startRaiseCloses({
  boss,
  push,
  database,
  mailer,
  config,
  log,
}: {
  boss: PgBoss
  push: Push | null
  database: Database
  mailer: Mailer
  config: Pick<
    ServerConfig,
    'APP_URL' | 'ALLOWED_ORIGINS' | 'PUBLIC_URL' | 'MAIL_RETRY_SECONDS' | 'CLOSES_SWEEP_SECONDS'
  >
  log: FastifyBaseLogger
}): Promise<RaiseCloses> {
  const { db } = database
  const mailOutcome = async (tx: Tx, mail: OutcomeMail) => {
    const jobs: OutcomeEmailJob[] = [
      ...mail.investors.map(({ uid }) => ({
        startupId: mail.startupId,
        userUid: uid,
        founder: false,
      })),
      { startupId: mail.startupId, userUid: mail.founderUid, founder: true },
    ]
    await boss.insert(
      OUTCOME_EMAIL_QUEUE,
      jobs.map((data) => ({ data })),
      { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
    )
  }
  const store = closesStore(db, mailOutcome, push?.enqueue)

  await boss.createQueue(DECIDE_CLOSE_QUEUE, {
    policy: 'exclusive',
    // A decision taken again after a crash waits little: refunds are owed.
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 10,
    deleteAfterSeconds: 30 * 24 * 60 * 60,
  })
  await ensureMailQueue(boss, OUTCOME_EMAIL_QUEUE, config.MAIL_RETRY_SECONDS)

  await boss.work<DecideJob>(
    DECIDE_CLOSE_QUEUE,
    { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      const decision = await decideRaise(store, job!.data.startupId, Date.now())
      if (decision)
        log.info(
          { startup: decision.startupId, outcome: decision.outcome, refunded: decision.refunded },
          'a raise was decided at its close',
        )
    },
  )

  const appUrl =
    config.APP_URL ?? config.ALLOWED_ORIGINS.find((o) => o !== '*') ?? config.PUBLIC_URL
  const sendOutcome = async ({ startupId, userUid, founder }: OutcomeEmailJob) => {
    const [row] = await db
      .select({
        email: users.email,
        name: users.name,
        startupName: startups.name,
        outcome: startups.outcome,
        delivered: outcomeDeliveries.userUid,
        refunded: sql<number>`(select coalesce(sum(${payments.amount}), 0)::float8 from ${payments}
          where ${payments.startupId} = ${startupId} and ${payments.userUid} = ${userUid}
          and ${payments.refundedAt} is not null)`,
      })
      .from(startups)
      .innerJoin(users, eq(users.uid, userUid))
      .leftJoin(
        outcomeDeliveries,
        and(eq(outcomeDeliveries.startupId, startups.id), eq(outcomeDeliveries.userUid, userUid)),
      )
      .where(eq(startups.id, startupId))
    // Sent already (a job taken again after a crash), or nothing decided (cannot happen).
    if (!row || row.delivered || !row.outcome) return
    await mailer.sendOutcome({
      to: row.email,
      name: row.name,
      startupName: row.startupName,
      outcome: row.outcome,
      refunded: Number(row.refunded),
      founder,
      pageUrl: `${appUrl ?? ''}/dashboard${founder ? '' : '/funded'}`,
    })
    await db.insert(outcomeDeliveries).values({ startupId, userUid }).onConflictDoNothing()
  }
  await workMailQueue(boss, log, OUTCOME_EMAIL_QUEUE, 'an outcome e-mail', sendOutcome, (job) => ({
    startup: job.startupId,
    to: job.userUid,
  }))

  const reminders = remindersStore(db, push?.enqueue)
  const sweepMs = config.CLOSES_SWEEP_SECONDS * 1000
  const sweep = async (now = Date.now()) => {
    // The same look tells investors whose 48 hours to cancel end within a day (once each).
    await remindCoolingOff(reminders, now)
    // Raises closing before the next look: each gets its job now, to run at its close.
    const soon = await store.dueRaises(now + sweepMs, 500)
    const rows = soon.length
      ? await db
          .select({ id: startups.id, closesOn: startups.closesOn })
          .from(startups)
          .where(inArray(startups.id, soon))
      : []
    for (const row of rows)
      await boss.send(DECIDE_CLOSE_QUEUE, { startupId: row.id } satisfies DecideJob, {
        singletonKey: row.id,
        startAfter: new Date(Math.max(now, closingMoment(row.closesOn!))),
      })
    return rows.length
  }
  let timer: NodeJS.Timeout | undefined
  /** The look under way: one at a time, and waited for by `stop`. */
  let looking: Promise<void> | undefined
  const look = () => {
    looking ??= sweep()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'the look for closing raises failed'),
      )
      .finally(() => {
        looking = undefined
      })
  }
  look()
  timer = setInterval(look, sweepMs)
  timer.unref()
  return {
    store,
    sweep,
    async stop() {
      clearInterval(timer)
      timer = undefined
      await looking
    },
  }
}
