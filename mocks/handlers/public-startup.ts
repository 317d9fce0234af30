import type { Startup } from '@/domain/startup'
import type { Database } from '../data/database'
import type { StartupRecord } from '../data/schemas'

/** What a startup's answer counts from other collections (investors, updates, questions). */
export interface StartupFacts {
  investors: number
  lastUpdateAt: string | null
  questions: number
}

const NO_FACTS: StartupFacts = { investors: 0, lastUpdateAt: null, questions: 0 }

/**
 * The facts of every startup (or of one, `only`): distinct investors (a cancelled investment
 * does not count), the newest update, and the questions its page shows.
 */
export function startupFacts(db: Database, only?: string): Map<string, StartupFacts> {
  const facts = new Map<string, StartupFacts>()
  const of = (id: string) => {
    let entry = facts.get(id)
    if (!entry) facts.set(id, (entry = { ...NO_FACTS }))
    return entry
  }
  const payments = only
    ? db.payments.findMany((q) => q.where({ startupid: only }))
    : db.payments.all()
  const updates = only ? db.updates.findMany((q) => q.where({ startupid: only })) : db.updates.all()
  const questions = only
    ? db.questions.findMany((q) => q.where({ startupid: only }))
    : db.questions.all()
  const investors = new Map<string, Set<string>>()
  for (const payment of payments) {
    if (payment.cancelledAt) continue
    const set = investors.get(payment.startupid) ?? new Set()
    set.add(payment.useruid)
    investors.set(payment.startupid, set)
  }
  for (const [id, set] of investors) of(id).investors = set.size
  for (const update of updates) {
    const entry = of(update.startupid)
    if (!entry.lastUpdateAt || update.createdAt > entry.lastUpdateAt)
      entry.lastUpdateAt = update.createdAt
  }
  for (const question of questions) if (!question.hiddenAt) of(question.startupid).questions += 1
  return facts
}

/** A startup as the API answers it: no owner uid, no internal fields. */
export function toPublicStartup(record: StartupRecord, facts: StartupFacts = NO_FACTS): Startup {
  return {
    _id: record._id,
    name: record.name,
    description: record.description,
    slogan: record.slogan,
    logo: record.logo,
    fundsRecieved: record.fundsRecieved,
    fundsRequired: record.fundsRequired,
    username: record.username,
    stocks: record.stocks,
    founded: record.founded,
    domain: record.domain,
    websiteLink: record.websiteLink,
    report: record.report,
    investors: facts.investors,
    closesOn: record.closesOn ?? null,
    lastUpdateAt: facts.lastUpdateAt,
    questions: facts.questions,
    editedAt: record.editedAt ?? null,
  }
}

/** One startup's public answer with its facts, or null when there is none. */
export function publicStartup(db: Database, id: string): Startup | null {
  const record = db.startups.findFirst((q) => q.where({ _id: id }))
  if (!record) return null
  return toPublicStartup(record, startupFacts(db, id).get(id))
}
