import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { startupProfile } from '@/domain/startup-fields'
import {
  SEED_INVESTORS,
  seedPayments,
  seedQuestions,
  seedStartups,
  seedUpdates,
} from '@/domain/seed-startups'
import type { Db } from './db/database'
import { files, payments, questions, startups, updates, users } from './db/schema'
import { searchColumns } from './explore'
import { serverPath } from './paths'

const DAY_MS = 86_400_000
const PUBLIC = pathToFileURL(serverPath('../public/'))

/**
 * The demo's startups, founders, investors and payments, for a development or test database
 * (`npm run server:seed`). Does nothing when the database already has startups.
 */
export async function seedDemoData(db: Db, now = Date.now()): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(startups)
  if ((existing?.n ?? 0) > 0) return false
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS)
  const report = readFileSync(fileURLToPath(new URL('sample-report.pdf', PUBLIC)))

  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      SEED_INVESTORS.map((investor, index) => ({
        uid: investor.useruid,
        email: investor.email,
        name: investor.name,
        role: 'investor' as const,
        photoUrl: '',
        createdAt: at(120 + index),
        riskAcknowledgedAt: at(100 + index),
      })),
    )
    for (const [index, startup] of seedStartups.entries()) {
      await tx.insert(users).values({
        uid: startup.ownerUid,
        email: `${startup.slug}@example.com`,
        name: startup.founder,
        role: 'startup',
        createdAt: at(200),
      })
      const logo = readFileSync(fileURLToPath(new URL(`logos/${startup.slug}.svg`, PUBLIC)))
      await tx.insert(files).values([
        {
          id: `${startup.slug}-logo`,
          name: `${startup.slug}.svg`,
          type: 'image/svg+xml',
          bytes: logo,
        },
        {
          id: `${startup.slug}-report`,
          name: `${startup.slug}-report.pdf`,
          type: 'application/pdf',
          bytes: report,
        },
      ])
      await tx.insert(startups).values({
        id: startup.slug,
        slug: startup.slug,
        ownerUid: startup.ownerUid,
        ...startupProfile({ ...startup, username: startup.founder }),
        ...searchColumns(startup),
        logoFileId: `${startup.slug}-logo`,
        reportFileId: `${startup.slug}-report`,
        reportName: `${startup.slug}-report.pdf`,
        fundsReceived: startup.fundsReceived,
        investorCount: new Set(
          seedPayments.filter((p) => p.startupid === startup.slug).map((p) => p.useruid),
        ).size,
        createdAt: at(100 - index),
      })
    }
    await tx.insert(payments).values(
      seedPayments.map((payment) => ({
        id: payment._id,
        userUid: payment.useruid,
        startupId: payment.startupid,
        amount: payment.amount,
        createdAt: at(payment.daysAgo),
      })),
    )
    await tx.insert(updates).values(
      seedUpdates.map(({ _id, startupid, daysAgo, ...update }) => ({
        ...update,
        id: _id,
        startupId: startupid,
        createdAt: at(daysAgo),
      })),
    )
    await tx.insert(questions).values(
      seedQuestions.map(({ _id, startupid, useruid, daysAgo, ...question }) => ({
        ...question,
        id: _id,
        startupId: startupid,
        userUid: useruid,
        askedAt: at(daysAgo),
        answeredAt: question.answer ? at(daysAgo - 1) : null,
      })),
    )
    for (const slug of new Set(seedUpdates.map((update) => update.startupid))) {
      const daysAgo = seedUpdates.filter((u) => u.startupid === slug).map((u) => u.daysAgo)
      await tx
        .update(startups)
        .set({ lastUpdateAt: at(Math.min(...daysAgo)) })
        .where(eq(startups.id, slug))
    }
    for (const slug of new Set(seedQuestions.map((question) => question.startupid)))
      await tx
        .update(startups)
        .set({ questionCount: seedQuestions.filter((q) => q.startupid === slug).length })
        .where(eq(startups.id, slug))
  })
  return true
}
