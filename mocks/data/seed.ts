import { startupProfile } from '@/domain/startup-fields'
import type { Database } from './database'
import { scaleStartups } from './seed-scale'
import {
  SEED_INVESTORS,
  SEED_PAYMENTS,
  SEED_QUESTIONS,
  SEED_STARTUPS,
  SEED_UPDATES,
  type SeedStartup,
} from './seed-startups'

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
  const received = new Map<string, number>()
  for (const [slug, , amount] of SEED_PAYMENTS)
    received.set(slug, (received.get(slug) ?? 0) + amount)

  for (const [index, investor] of SEED_INVESTORS.entries()) {
    await db.users.create({
      ...investor,
      role: 'investor',
      photoUrl: `/avatars/investor-${index + 1}.svg`,
      createdAt: iso(120),
      riskAcknowledgedAt: iso(100),
    })
  }
  for (const [index, startup] of SEED_STARTUPS.entries()) {
    await createFounderWithStartup(db, startup, {
      ownerUid: `seed-founder-${String(index + 1).padStart(2, '0')}`,
      logoSlug: startup.slug,
      fundsRecieved: received.get(startup.slug) ?? 0,
      joinedAt: iso(200),
      createdAt: iso(100 - index),
    })
  }
  for (const [index, [slug, investor, amount, daysAgo]] of SEED_PAYMENTS.entries()) {
    await db.payments.create({
      _id: `seed-payment-${String(index + 1).padStart(2, '0')}`,
      useruid: SEED_INVESTORS[investor]!.useruid,
      startupid: slug,
      amount,
      createdAt: iso(daysAgo),
    })
  }
  for (const [index, [slug, daysAgo, title, body]] of SEED_UPDATES.entries())
    await db.updates.create({
      _id: `seed-update-${String(index + 1).padStart(2, '0')}`,
      startupid: slug,
      title,
      body,
      createdAt: iso(daysAgo),
    })
  for (const [index, [slug, investor, daysAgo, question, answer]] of SEED_QUESTIONS.entries())
    await db.questions.create({
      _id: `seed-question-${String(index + 1).padStart(2, '0')}`,
      startupid: slug,
      useruid: SEED_INVESTORS[investor]!.useruid,
      askedBy: SEED_INVESTORS[investor]!.name,
      question,
      askedAt: iso(daysAgo),
      answer,
      answeredAt: answer ? iso(daysAgo - 1) : null,
      hiddenAt: null,
    })
  // Meera follows a startup she has not funded yet.
  await db.follows.create({
    _id: 'seed-investor-01:reel-rasoi',
    useruid: 'seed-investor-01',
    startupid: 'reel-rasoi',
    createdAt: iso(5),
  })
}
