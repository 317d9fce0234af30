import type { FastifyBaseLogger } from 'fastify'
import { PgBoss } from 'pg-boss'
import type { ServerConfig } from './config'
import type { Database } from './db/database'

/**
 * The server's durable job queue (pg-boss) on its own database, PostgreSQL or PGlite: update
 * e-mails, the close of raises and their outcome e-mails. One per process; every process works
 * every queue, and a job a stopped process held is taken again once its heartbeat is missed.
 */
export async function startJobQueue({
  database,
  config,
  log,
}: {
  database: Database
  config: Pick<ServerConfig, 'JOBS_SUPERVISE_SECONDS'>
  log: FastifyBaseLogger
}): Promise<PgBoss> {
  const boss = new PgBoss({
    ...database.jobs,
    schema: 'pgboss',
    schedule: false,
    superviseIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
    monitorIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
  })
  // The queue's own trouble (a lost connection it will retry); never a job's content.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  await boss.start()
  return boss
}
