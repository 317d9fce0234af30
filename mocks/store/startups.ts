import type { ExploreSort } from '@/domain/explore'
import { startupSearchText } from '@/domain/explore'
import { afterCursor, comparePaged, encodeCursor, inSortView, sortKey } from '@/domain/explore-page'
import { newId } from '@/domain/ids'
import { freeSlug } from '@/domain/slug'
import type { Startup } from '@/domain/startup'
import { closingDay, startupProfile } from '@/domain/startup-fields'
import type { FileToKeep, StartupsStore } from '@/operations/startups'
import { sizedName, sizeFor } from '@/domain/logo-sizes'
import type { Backend } from '../backend'
import type { Database } from '../data/database'
import { investorsHoldingPlaces } from './investor-places'
import type { StartupRecord } from '../data/schemas'
import { startupOwners, userRoles } from './owners'

/** What a startup's answer counts from other collections (investors, updates, questions). */
interface StartupFacts {
  investors: number
  lastUpdateAt: string | null
  questions: number
}

const NO_FACTS: StartupFacts = { investors: 0, lastUpdateAt: null, questions: 0 }

/**
 * The facts of every startup (or of one, `only`): distinct investors (a cancelled investment
 * does not count), the newest update, and the questions its page shows.
 */
function startupFacts(db: Database, only?: string): Map<string, StartupFacts> {
  const facts = new Map<string, StartupFacts>()
  const of = (id: string) => {
    let entry = facts.get(id)
    if (!entry) facts.set(id, (entry = { ...NO_FACTS }))
    return entry
  }
  const where = { startupid: only ?? '' }
  const payments = only ? db.payments.findMany((q) => q.where(where)) : db.payments.all()
  const updates = only ? db.updates.findMany((q) => q.where(where)) : db.updates.all()
  const questions = only ? db.questions.findMany((q) => q.where(where)) : db.questions.all()
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
  for (const question of questions)
    if (!question.hiddenAt && !question.takenDownAt) of(question.startupid).questions += 1
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
    logoWidths: record.logoWidths,
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
    // Kept before readable addresses: its id is its address.
    slug: record.slug ?? record._id,
    listing: record.listing,
    reviewNote: record.reviewNote,
    approvedAt: record.approvedAt ?? null,
    raiseKind: record.raiseKind,
    outcome: record.outcome,
    decidedAt: record.decidedAt,
    inviteOnly: record.inviteOnly,
  }
}

/** A startup's file id, from the address it is answered at. */
const fileIdOf = (url: string) => {
  const id = /\/api\/files\/([^/?#]+)$/.exec(url)?.[1]
  return id && decodeURIComponent(id)
}

/** Startups and their files over the demo's database (files in its persistence). */
export function startupsStore(backend: Backend): StartupsStore {
  const { db } = backend
  const record = (id: string) => db.startups.findFirst((q) => q.where({ _id: id }))
  const owned = (uid: string) => db.startups.findFirst((q) => q.where({ ownerUid: uid }))

  // Every startup as answered, made once per change of the data: at 10,000 startups building
  // the answers takes longer than reading them again.
  let everyOne: { revision: number; startups: Startup[] } | null = null
  const sorted = new Map<
    ExploreSort,
    { key: number | string; id: string; startup: Startup; text: string }[]
  >()
  const everyStartup = () => {
    const revision = backend.revision()
    if (everyOne?.revision !== revision) {
      const facts = startupFacts(db)
      // Only live listings are in Explore (operators review the others), and of those only
      // the ones anyone may find (an invite-only one is reached through its link).
      const startups = db.startups
        .all()
        .filter((row) => row.listing === 'live' && !row.inviteOnly)
        .map((row) => toPublicStartup(row, facts.get(row._id)))
      everyOne = { revision, startups }
      sorted.clear()
    }
    return everyOne.startups
  }
  // Each sort's order, with the keys it compares, made once per change of the data.
  const inOrder = (sort: ExploreSort) => {
    const startups = everyStartup()
    let rows = sorted.get(sort)
    if (!rows) {
      rows = startups
        .map((startup) => ({
          key: sortKey(startup, sort),
          id: startup._id,
          startup,
          text: startupSearchText(startup),
        }))
        .sort((a, b) => comparePaged(sort, a, b))
      sorted.set(sort, rows)
    }
    return rows
  }
  /** Keeps a file; the address it is answered at, absolute (an app on another origin reads it). */
  const keep = async (file: FileToKeep, base: string) => {
    const id = newId()
    await db.persistence.putFile({
      id,
      name: file.name,
      type: file.type,
      bytes: file.bytes.slice().buffer,
      ...(file.sizes?.length
        ? {
            sizes: file.sizes.map((size) => ({
              width: size.width,
              type: size.type,
              bytes: size.bytes.slice().buffer,
            })),
          }
        : {}),
    })
    return `${base}/api/files/${id}`
  }
  const widthsOf = (file: FileToKeep) => (file.sizes ?? []).map((size) => size.width)

  return {
    ...startupOwners(backend),
    ...userRoles(backend),
    async startup(id, _base, placesSince) {
      const found = record(id)
      if (!found) return undefined
      const startup = toPublicStartup(found, startupFacts(db, id).get(id))
      return placesSince === undefined
        ? startup
        : { ...startup, investorsThisYear: investorsHoldingPlaces(db, id, placesSince).size }
    },
    startupIdBySlug: async (slug) => db.startups.findFirst((q) => q.where({ slug }))?._id,
    // The demo's startups are few and in memory already: one batch.
    async *everyStartup() {
      yield everyStartup()
    },
    async explorePage(params, now) {
      const today = closingDay(now)
      const matches = inOrder(params.sort).filter(
        (row) =>
          inSortView(params.sort, row.key, today) &&
          (!params.domain || row.startup.domain.includes(params.domain)) &&
          (!params.q || row.text.includes(params.q)),
      )
      const total = params.cursor?.total ?? matches.length
      const rest = matches.filter((row) => afterCursor(params.cursor, params.sort, row))
      const page = rest.slice(0, params.limit)
      const last = page.at(-1)
      return {
        message: page.map((row) => row.startup),
        next:
          rest.length > params.limit && last
            ? encodeCursor({ sort: params.sort, key: last.key, id: last.id, total })
            : null,
        total,
      }
    },
    ownedStartup: async (uid) => owned(uid)?._id,
    async inviteOf(id) {
      const found = record(id)
      return found && { inviteOnly: found.inviteOnly, code: found.inviteCode }
    },
    setInvite: (id, invite) =>
      backend.exclusive(async () => {
        await db.startups.update((q) => q.where({ _id: id }), {
          data(startup) {
            startup.inviteOnly = invite.inviteOnly
            startup.inviteCode = invite.code
          },
        })
      }),
    holdsPayment: async (id, uid) =>
      db.payments
        .findMany((q) => q.where({ startupid: id, useruid: uid }))
        .some((payment) => !payment.cancelledAt && !payment.refundedAt),
    createStartup: (startup, at, base) =>
      backend.exclusive(async () => {
        if (owned(startup.ownerUid)) return undefined
        const logo = await keep(startup.logo, base)
        const report = await keep(startup.report, base)
        const slug = await freeSlug(startup.name, (candidate) =>
          Boolean(db.startups.findFirst((q) => q.where({ slug: candidate })) ?? record(candidate)),
        )
        const created = await db.startups.create({
          _id: newId(),
          slug,
          ownerUid: startup.ownerUid,
          ...startupProfile(startup),
          closesOn: startup.closesOn ?? null,
          raiseKind: startup.raiseKind,
          logo,
          logoWidths: widthsOf(startup.logo),
          report,
          reportName: startup.report.name,
          fundsRecieved: 0,
          createdAt: new Date(at).toISOString(),
          listing: startup.listing,
          reviewNote: null,
          submittedAt: new Date(at).toISOString(),
        })
        return toPublicStartup(created)
      }),
    editing: (work) =>
      backend.exclusive(() =>
        work({
          async lockedStartup(id) {
            const found = record(id)
            return found && { ...found, investors: startupFacts(db, id).get(id)?.investors ?? 0 }
          },
          async saveEdit(id, change, at, base) {
            const current = record(id)!
            const logo = change.logo && (await keep(change.logo, base))
            const report = change.report && (await keep(change.report, base))
            await db.startups.update((q) => q.where({ _id: id }), {
              data(row) {
                row.slogan = change.slogan
                row.description = change.description
                row.websiteLink = change.websiteLink
                if (change.fundsRequired !== undefined) row.fundsRequired = change.fundsRequired
                if (change.stocks !== undefined) row.stocks = change.stocks
                if (logo && change.logo) {
                  row.logo = logo
                  row.logoWidths = widthsOf(change.logo)
                }
                if (report && change.report) {
                  row.report = report
                  row.reportName = change.report.name
                }
                row.editedAt = new Date(at).toISOString()
              },
            })
            // A replaced logo or report is deleted with the change (its address answers 404).
            const replaced = [logo && current.logo, report && current.report]
              .map((url) => (url ? fileIdOf(url) : undefined))
              .filter((id): id is string => Boolean(id))
            if (replaced.length) await db.persistence.removeFiles(replaced)
          },
        }),
      ),
    // The demo keeps a logo as uploaded (its pictures stay in the visitor's own browser), with
    // the smaller copies the browser can make of it.
    logoToKeep: async (logo) => ({ ...logo, sizes: await backend.logoSizes(logo) }),
    async file(id, width) {
      const file = await db.persistence.getFile(id)
      const size = width === undefined ? undefined : sizeFor(file?.sizes ?? [], width)
      if (file && size)
        return {
          name: sizedName(file.name, size),
          type: size.type,
          bytes: new Uint8Array(size.bytes),
        }
      return file && { name: file.name, type: file.type, bytes: new Uint8Array(file.bytes) }
    },
  }
}
