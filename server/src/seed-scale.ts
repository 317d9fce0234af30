import { sql } from 'drizzle-orm'
import { DOMAINS } from '@/domain/domains'
import { SEED_STARTUPS } from '@/domain/seed-startups'
import type { Database } from './db/database'
import { searchColumns } from './explore'
import { seedDemoData } from './seed'

/**
 * `npm run server:seed -- --startups 1000000`: generated founders, startups, investors and
 * payments, loaded with COPY (PostgreSQL), for trying and measuring Seedling at scale. The
 * data is deterministic for a given run label and valid by the product's rules: every startup
 * has a founder, its total is the sum of its payments and never passes its goal.
 */

const WORDS = {
  start: [
    'Krishi',
    'Gaadi',
    'Ghar',
    'Padhai',
    'Dhun',
    'Paisa',
    'Sehat',
    'Safar',
    'Byte',
    'Chai',
    'Paani',
    'Vidya',
    'Kisan',
    'Mandi',
    'Yatra',
    'Bazaar',
    'Dukaan',
    'Rasoi',
    'Kala',
    'Naav',
    'Zameen',
    'Surya',
    'Hawa',
    'Khel',
    'Swasth',
    'Aangan',
    'Sutra',
    'Tara',
    'Nadi',
    'Setu',
  ],
  end: [
    'Labs',
    'Works',
    'Hub',
    'Kart',
    'Mitra',
    'Setu',
    'Nest',
    'Wala',
    'Grid',
    'Link',
    'Pay',
    'Go',
    'Sense',
    'Box',
    'Cloud',
    'Care',
    'Path',
    'Loop',
    'Stack',
    'Yard',
  ],
  what: [
    'soil sensors',
    'cold storage',
    'EV charging',
    'school tutoring',
    'music lessons',
    'micro-loans',
    'clinic bookings',
    'bus tickets',
    'web stores',
    'tea stalls',
    'water filters',
    'farm credit',
    'crop prices',
    'home repairs',
    'tiffin delivery',
    'handloom sales',
    'rooftop solar',
    'air quality',
    'local sports',
    'telemedicine',
  ],
  for: [
    'farmers',
    'students',
    'small sellers',
    'families',
    'drivers',
    'clinics',
    'villages',
    'artisans',
    'schools',
    'commuters',
  ],
  city: [
    'Pune',
    'Jaipur',
    'Indore',
    'Kochi',
    'Lucknow',
    'Nagpur',
    'Surat',
    'Mysuru',
    'Guwahati',
    'Bhopal',
  ],
}

/** A small, fast, seeded generator (mulberry32): the same label gives the same data. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const csv = (values: (string | number | null)[]) =>
  values
    .map((value) =>
      value === null
        ? ''
        : typeof value === 'number'
          ? String(value)
          : `"${value.replace(/"/g, '""')}"`,
    )
    .join(',') + '\n'

/** Rows in chunks of about a megabyte, made as COPY reads them (never all in memory). */
function* chunked(rows: Iterable<string>, size = 1 << 20) {
  let chunk = ''
  for (const row of rows) {
    chunk += row
    if (chunk.length >= size) {
      yield chunk
      chunk = ''
    }
  }
  if (chunk) yield chunk
}

const DAY_MS = 86_400_000
const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!

interface Generated {
  id: string
  required: number
  received: number
  payments: { investor: number; amount: number; daysAgo: number }[]
}

/** The explore indexes, dropped for a large load and built again after it (much faster). */
const BULK_INDEXES = [
  'startups_funded_idx',
  'startups_founded_idx',
  'startups_goal_idx',
  'startups_name_idx',
  'startups_search_idx',
  'startups_created_at_idx',
  'startups_closing_idx',
]

export async function seedScale(
  database: Database,
  options: { startups: number; label?: string; now?: number; log?: (line: string) => void },
) {
  const { startups: count, now = Date.now(), log = () => undefined } = options
  const label = options.label ?? now.toString(36)
  const { db } = database
  // The demo's own startups first: their logos and report serve the generated ones too.
  await seedDemoData(db, now)
  const investors = Math.max(100, Math.ceil(count / 20))
  const started = Date.now()
  const step = (what: string) => log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  const bulk = count >= 50_000
  const definitions = bulk
    ? (
        (await db.execute(
          sql`select indexdef from pg_indexes where indexname in ${sql.raw(`(${BULK_INDEXES.map((n) => `'${n}'`).join(', ')})`)}`,
        )) as unknown as { rows: { indexdef: string }[] }
      ).rows.map((row) => row.indexdef)
    : []
  if (bulk)
    for (const name of BULK_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`))

  await database.copyFrom(
    'users (uid, email, name, role, photo_url, created_at, risk_acknowledged_at)',
    chunked(
      (function* () {
        const joined = new Date(now - 400 * DAY_MS).toISOString()
        // Investors who have invested read the risks; a month ago, so it still holds.
        const acknowledged = new Date(now - 30 * DAY_MS).toISOString()
        const user = (kind: 'investor' | 'founder', i: number) =>
          csv([
            `${label}-${kind}-${i}`,
            `${label}.${kind}.${i}@example.com`,
            `${kind === 'investor' ? 'Investor' : 'Founder'} ${i + 1}`,
            kind === 'investor' ? 'investor' : 'startup',
            '',
            joined,
            kind === 'investor' ? acknowledged : null,
          ])
        for (let i = 0; i < investors; i++) yield user('investor', i)
        for (let i = 0; i < count; i++) yield user('founder', i)
      })(),
    ),
  )
  step(`${investors + count} users`)

  // One pass makes each startup and its payments, so the total is their sum.
  const next = random(
    [...label].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619), 2_166_136_261),
  )
  const generate = (i: number): Generated & { row: string } => {
    const domain = pick(next, DOMAINS)
    const second = next() < 0.2 ? pick(next, DOMAINS) : null
    const name = `${pick(next, WORDS.start)}${pick(next, WORDS.end)}${next() < 0.5 ? ` ${pick(next, WORDS.city)}` : ''}`
    const slogan = `${pick(next, WORDS.what)} for ${pick(next, WORDS.for)} in ${pick(next, WORDS.city)}`
    const slogan1 = slogan[0]!.toUpperCase() + slogan.slice(1)
    const required = (1 + Math.floor(next() * 100)) * 50_000
    const payments: Generated['payments'] = []
    let received = 0
    for (let p = Math.floor(next() * 5); p > 0; p--) {
      const amount = Math.min(required - received, (1 + Math.floor(next() * 50)) * 1_000)
      if (amount <= 0) break
      received += amount
      payments.push({
        investor: Math.floor(next() * investors),
        amount,
        daysAgo: Math.floor(next() * 300),
      })
    }
    const seed = SEED_STARTUPS[i % SEED_STARTUPS.length]!
    const id = `${label}-${i}`
    const founded = new Date(
      Date.UTC(
        2005 + Math.floor(next() * 20),
        Math.floor(next() * 12),
        1 + Math.floor(next() * 28),
      ),
    )
      .toISOString()
      .slice(0, 10)
    const keys = searchColumns({ name, slogan: slogan1 })
    const row = csv([
      id,
      `${label}-founder-${i}`,
      name,
      slogan1,
      `## ${name}\n\n${slogan1}. One of many generated startups that show how Seedling behaves at scale.`,
      `${seed.slug}-logo`,
      `${seed.slug}-report`,
      `${seed.slug}-report.pdf`,
      received,
      required,
      `Founder ${i + 1}`,
      1 + Math.floor(next() * 30),
      founded,
      `{${[domain, ...(second && second !== domain ? [second] : [])].join(',')}}`,
      `https://${id}.example.in`,
      new Date(now - Math.floor(next() * 1_000) * DAY_MS - i).toISOString(),
      keys.searchText,
      keys.nameKey,
      // A third of the raises have a closing date, from a week to a year ahead.
      next() < 0.33
        ? new Date(now + (7 + Math.floor(next() * 358)) * DAY_MS).toISOString().slice(0, 10)
        : null,
      // Its readable address is its id, readable already.
      id,
      new Set(payments.map((payment) => payment.investor)).size,
    ])
    return { id, required, received, payments, row }
  }

  const payments: string[] = []
  let paymentCount = 0
  await database.copyFrom(
    'startups (id, owner_uid, name, slogan, description, logo_file_id, report_file_id, report_name, funds_received, funds_required, username, stocks, founded, domain, website_link, created_at, search_text, name_key, closes_on, slug, investor_count)',
    chunked(
      (function* () {
        for (let i = 0; i < count; i++) {
          const startup = generate(i)
          for (const payment of startup.payments)
            payments.push(
              csv([
                `${label}-payment-${paymentCount++}`,
                `${label}-investor-${payment.investor}`,
                startup.id,
                payment.amount,
                new Date(now - payment.daysAgo * DAY_MS).toISOString(),
              ]),
            )
          yield startup.row
        }
      })(),
    ),
  )
  step(`${count} startups`)
  await database.copyFrom(
    'payments (id, user_uid, startup_id, amount, created_at)',
    chunked(payments),
  )
  step(`${paymentCount} payments`)
  for (const definition of definitions) await db.execute(sql.raw(definition))
  if (bulk) step('explore indexes built')
  await db.execute(sql`analyze`)
  step('analyzed')
  return { startups: count, investors, payments: paymentCount }
}
