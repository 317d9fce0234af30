import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { startupProfile } from '@/domain/startup-fields'
import {
  SEED_INVESTORS,
  SEED_PAYMENTS,
  SEED_QUESTIONS,
  SEED_STARTUPS,
  SEED_UPDATES,
} from '@mocks/data/seed-startups'
import type { Db } from './db/database'
import { files, payments, questions, startups, updates, users } from './db/schema'
import { searchColumns } from './explore'

const DAY_MS = 86_400_000
const PUBLIC = new URL('../../public/', import.meta.url)

/**
 * The demo's startups, founders, investors and payments, for a development or test database
 * (`npm run server:seed`). Does nothing when the database already has startups.
 */
export async function seedDemoData(db: Db, now = Date.now()): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(startups)
  if ((existing?.n ?? 0) > 0) return false
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS)
  const received = new Map<string, number>()
  for (const [slug, , amount] of SEED_PAYMENTS)
    received.set(slug, (received.get(slug) ?? 0) + amount)
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
    for (const [index, startup] of SEED_STARTUPS.entries()) {
      const ownerUid = `seed-founder-${String(index + 1).padStart(2, '0')}`
      await tx.insert(users).values({
        uid: ownerUid,
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
        ownerUid,
        ...startupProfile({ ...startup, username: startup.founder }),
        ...searchColumns(startup),
        logoFileId: `${startup.slug}-logo`,
        reportFileId: `${startup.slug}-report`,
        reportName: `${startup.slug}-report.pdf`,
        fundsReceived: received.get(startup.slug) ?? 0,
        createdAt: at(100 - index),
      })
    }
    await tx.insert(payments).values(
      SEED_PAYMENTS.map(([slug, investor, amount, daysAgo], index) => ({
        id: `seed-payment-${String(index + 1).padStart(2, '0')}`,
        userUid: SEED_INVESTORS[investor]!.useruid,
        startupId: slug,
        amount,
        createdAt: at(daysAgo),
      })),
    )
    await tx.insert(updates).values(
      SEED_UPDATES.map(([slug, daysAgo, title, body], index) => ({
        id: `seed-update-${String(index + 1).padStart(2, '0')}`,
        startupId: slug,
        title,
        body,
        createdAt: at(daysAgo),
      })),
    )
    await tx.insert(questions).values(
      SEED_QUESTIONS.map(([slug, investor, daysAgo, question, answer], index) => ({
        id: `seed-question-${String(index + 1).padStart(2, '0')}`,
        startupId: slug,
        userUid: SEED_INVESTORS[investor]!.useruid,
        askedBy: SEED_INVESTORS[investor]!.name,
        question,
        askedAt: at(daysAgo),
        answer,
        answeredAt: answer ? at(daysAgo - 1) : null,
      })),
    )
    for (const slug of new Set(SEED_UPDATES.map(([slug]) => slug)))
      await tx
        .update(startups)
        .set({
          lastUpdateAt: at(Math.min(...SEED_UPDATES.filter(([s]) => s === slug).map(([, d]) => d))),
        })
        .where(eq(startups.id, slug))
    for (const slug of new Set(SEED_QUESTIONS.map(([slug]) => slug)))
      await tx
        .update(startups)
        .set({ questionCount: SEED_QUESTIONS.filter(([s]) => s === slug).length })
        .where(eq(startups.id, slug))
  })
  return true
}
