import { startupProfile } from '@/domain/startup-fields'
import type { Database } from './database'
import { ensureDemoOperator } from './demo-operator'
import { scaleStartups } from './seed-scale'
import {
  SEED_INVESTORS,
  seedPayments,
  seedQuestions,
  seedStartups,
  seedUpdates,
  type SeedStartup,
} from '@/domain/seed-startups'

const DAY_MS = 86_400_000

/**
 * Fills the database with the demo's startups, founders, investors and payments, and stores it
 * all in one transaction. Returns the stored version.
 */
export async function seedDatabase(
  db: Database,
  now: number = Date.now(),
  extraStartups = 0,
): Promise<number> {
  await db.quietly(async () => {
    await createSeed(db, now)
    await createScale(db, now, extraStartups)
  })
  return db.storeAll()
}

/** A seed startup and its founder's account, stored together. */
async function createFounderWithStartup(
  db: Database,
  startup: SeedStartup,
  extra: {
    ownerUid: string
    logoSlug: string
    fundsRecieved: number
    joinedAt: string
    createdAt: string
  },
): Promise<void> {
  await db.users.create({
    useruid: extra.ownerUid,
    name: startup.founder,
    email: `${startup.slug}@example.com`,
    role: 'startup',
    photoUrl: '',
    createdAt: extra.joinedAt,
  })
  await db.startups.create({
    _id: startup.slug,
    slug: startup.slug,
    ownerUid: extra.ownerUid,
    ...startupProfile({ ...startup, username: startup.founder }),
    logo: `/logos/${extra.logoSlug}.svg`,
    report: '/sample-report.pdf',
    reportName: `${startup.slug}-report.pdf`,
    fundsRecieved: extra.fundsRecieved,
    createdAt: extra.createdAt,
  })
}

/** Generated startups (and their founders) for the demo at scale. */
async function createScale(db: Database, now: number, count: number): Promise<void> {
  for (const [index, startup] of scaleStartups(count).entries()) {
    const createdAt = new Date(now - (index % 365) * DAY_MS).toISOString()
    await createFounderWithStartup(db, startup, {
      ownerUid: `scale-founder-${index + 1}`,
      logoSlug: startup.logoSlug,
      fundsRecieved: Math.floor(((index * 104_729) % startup.fundsRequired) / 1000) * 1000,
      joinedAt: createdAt,
      createdAt,
    })
  }
}

async function createSeed(db: Database, now: number): Promise<void> {
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString()
  for (const [index, investor] of SEED_INVESTORS.entries()) {
    await db.users.create({
      ...investor,
      role: 'investor',
      photoUrl: `/avatars/investor-${index + 1}.svg`,
      createdAt: iso(120),
      riskAcknowledgedAt: iso(100),
    })
  }
  for (const [index, startup] of seedStartups.entries()) {
    await createFounderWithStartup(db, startup, {
      ownerUid: startup.ownerUid,
      logoSlug: startup.slug,
      fundsRecieved: startup.fundsReceived,
      joinedAt: iso(200),
      createdAt: iso(100 - index),
    })
  }
  for (const { daysAgo, ...payment } of seedPayments)
    await db.payments.create({ ...payment, createdAt: iso(daysAgo) })
  for (const { daysAgo, ...update } of seedUpdates)
    await db.updates.create({ ...update, createdAt: iso(daysAgo) })
  for (const { daysAgo, ...question } of seedQuestions)
    await db.questions.create({
      ...question,
      askedAt: iso(daysAgo),
      answeredAt: question.answer ? iso(daysAgo - 1) : null,
      hiddenAt: null,
      takenDownAt: null,
    })
  await ensureDemoOperator(db, iso(150))
  // Meera follows a startup she has not funded yet.
  await db.follows.create({
    _id: 'seed-investor-01:reel-rasoi',
    useruid: 'seed-investor-01',
    startupid: 'reel-rasoi',
    createdAt: iso(5),
  })
}
