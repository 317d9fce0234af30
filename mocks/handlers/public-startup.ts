import type { Startup } from '@/domain/startup'
import type { Database } from '../data/database'
import type { StartupRecord } from '../data/schemas'

/** How many different investors funded each startup (a cancelled investment does not count). */
export function investorCounts(db: Database): Map<string, number> {
  const investors = new Map<string, Set<string>>()
  for (const payment of db.payments.all()) {
    if (payment.cancelledAt) continue
    const set = investors.get(payment.startupid) ?? new Set()
    set.add(payment.useruid)
    investors.set(payment.startupid, set)
  }
  return new Map([...investors].map(([id, set]) => [id, set.size]))
}

/** A startup as the API answers it: no owner uid, no internal fields. */
export function toPublicStartup(record: StartupRecord, investors: number): Startup {
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
    investors,
    closesOn: record.closesOn ?? null,
  }
}
