import { and, asc, eq, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm'
import { newId } from '@/domain/ids'
import { freeSlug } from '@/domain/slug'
import type { Startup } from '@/domain/startup'
import type { ExplorePage } from '@/domain/explore-page'
import { startupProfile } from '@/domain/startup-fields'
import type { FileToKeep, StartupsStore } from '@/operations/startups'
import type { Db } from '../db/database'
import { files, fileSizes, payments, startups } from '../db/schema'
import { sizeFor, sizedName } from '@/domain/logo-sizes'
import {
  explorePageRows,
  keptPages,
  searchColumns,
  publicColumns,
  totalsCache,
  type PublicStartupRow,
} from '../explore'
import { logoToKeep } from '../logo/kept'
import { investorsSince } from '../startup-facts'
import { startupOwners, userRoles } from './owners'
import { lookUp } from './look-up'

/** A startup as the contract answers it: no owner uid, absolute file addresses. */
export function toPublicStartup(row: PublicStartupRow, base: string): Startup {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    slogan: row.slogan,
    logo: `${base}/api/files/${row.logoFileId}`,
    logoWidths: row.logoWidths,
    fundsRecieved: row.fundsReceived,
    fundsRequired: row.fundsRequired,
    username: row.username,
    stocks: row.stocks,
    founded: row.founded,
    domain: row.domain,
    websiteLink: row.websiteLink,
    report: `${base}/api/files/${row.reportFileId}`,
    investors: row.investorCount,
    closesOn: row.closesOn,
    lastUpdateAt: row.lastUpdateAt?.toISOString() ?? null,
    questions: row.questionCount,
    editedAt: row.editedAt?.toISOString() ?? null,
    slug: row.slug ?? row.id,
    listing: row.listing,
    reviewNote: row.reviewNote,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    raiseKind: row.raiseKind,
    outcome: row.outcome,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    inviteOnly: row.inviteOnly,
  }
}

/** Whether an error is PostgreSQL refusing a second startup with the same readable address. */
const slugTaken = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (((error as { code?: string }).code === '23505' &&
    (error as { constraint?: string }).constraint === 'startups_slug_key') ||
    slugTaken((error as { cause?: unknown }).cause))

/** The first free slug of a name, as this database sees it now. */
const freeSlugIn = (db: Pick<Db, 'select'>, name: string) =>
  freeSlug(name, async (candidate) => {
    const [taken] = await db
      .select({ id: startups.id })
      .from(startups)
      .where(eq(startups.slug, candidate))
      .limit(1)
    return Boolean(taken)
  })

/**
 * Runs `work` with the first free slug of `name`, again with the next free one when another
 * process took it meanwhile (the unique index says so): two founders publishing "Safar EV" at
 * once get safar-ev-2 and safar-ev-3.
 */
async function withFreeSlug<T>(
  db: Pick<Db, 'select'>,
  name: string,
  work: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work(await freeSlugIn(db, name))
    } catch (error) {
      if (!slugTaken(error) || attempt >= 5) throw error
    }
  }
}

/**
 * Gives each startup kept before readable addresses its slug (oldest first), so its page moves
 * to `/s/{slug}` and its old address leads there; a no-op once every startup has one.
 */
export async function giveSlugs(db: Db) {
  for (;;) {
    const rows = await db
      .select({ id: startups.id, name: startups.name })
      .from(startups)
      .where(isNull(startups.slug))
      .orderBy(asc(startups.createdAt), asc(startups.id))
      .limit(1_000)
    if (rows.length === 0) return
    for (const row of rows)
      await withFreeSlug(db, row.name, (slug) =>
        db
          .update(startups)
          .set({ slug })
          .where(and(eq(startups.id, row.id), isNull(startups.slug))),
      )
  }
}

const fileRow = (id: string, file: FileToKeep) => ({
  id,
  name: file.name,
  type: file.type,
  bytes: Buffer.from(file.bytes),
})

/** Keeps a file and its smaller copies (a logo's), in `tx`; the widths it is kept at. */
async function keepFile(tx: Pick<Db, 'insert'>, id: string, file: FileToKeep) {
  await tx.insert(files).values(fileRow(id, file))
  const sizes = file.sizes ?? []
  if (sizes.length)
    await tx.insert(fileSizes).values(
      sizes.map((size) => ({
        fileId: id,
        width: size.width,
        type: size.type,
        bytes: Buffer.from(size.bytes),
      })),
    )
  return sizes.map((size) => size.width).sort((a, b) => a - b)
}

/** How many startups the base contract's explore reads at a time. */
export const EVERY_STARTUP_BATCH = 500

/**
 * Where a batch of every startup ends: its creation time as PostgreSQL writes it (to the
 * microsecond, which a JavaScript date would round) and its id.
 */
interface EveryStartupKey {
  at: string
  id: string
}

/** The live startups anyone may find, oldest first, after `after`: one batch. */
export const everyStartupBatch = (db: Db, after: EveryStartupKey | null) =>
  db
    .select({ row: startups, at: sql<string>`${startups.createdAt}::text` })
    .from(startups)
    .where(
      and(
        eq(startups.listing, 'live'),
        // Invite-only startups are found only through their link.
        eq(startups.inviteOnly, false),
        after
          ? sql`(${startups.createdAt}, ${startups.id}) > (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(startups.createdAt), asc(startups.id))
    .limit(EVERY_STARTUP_BATCH)

/**
 * Startups and their files in PostgreSQL: explore pages by keyset over the sorts' indexes
 * (explore.ts), with their totals kept a few seconds and forgotten when this process adds or
 * edits a startup; the unique index on the owner keeps one startup per founder.
 */
export function startupsStore(
  db: Db,
  keptExplorePages = keptPages<ExplorePage>({ ttlMs: 0 }),
): StartupsStore {
  const totals = totalsCache(db)
  // A startup's page is the most read answer: its queries are prepared (planned once a
  // connection, their SQL built once).
  const byId = db
    .select({ row: publicColumns })
    .from(startups)
    .where(eq(startups.id, sql.placeholder('id')))
    .prepare('startup_by_id')
  const byIdWithPlaces = db
    .select({
      row: publicColumns,
      investorsThisYear: investorsSince(sql.placeholder('since')),
    })
    .from(startups)
    .where(eq(startups.id, sql.placeholder('id')))
    .prepare('startup_by_id_with_places')
  return {
    ...startupOwners(db),
    ...userRoles(db),
    async startup(id, base, placesSince) {
      if (placesSince === undefined) {
        const [found] = await byId.execute({ id })
        return found && toPublicStartup(found.row, base)
      }
      // The year's places in the same query as the startup (one round trip for its page).
      const [found] = await byIdWithPlaces.execute({
        id,
        since: new Date(placesSince).toISOString(),
      })
      return (
        found && {
          ...toPublicStartup(found.row, base),
          investorsThisYear: found.investorsThisYear,
        }
      )
    },
    startupIdBySlug: (slug) => lookUp(db, startups.id, startups.slug, slug),
    async *everyStartup(base) {
      // A batch at a time along the creation index, each starting after the last row of the one
      // before, so that a million startups never lie in memory at once and no connection is
      // held between batches.
      let after: EveryStartupKey | null = null
      for (;;) {
        const rows = await everyStartupBatch(db, after)
        if (rows.length > 0) yield rows.map((r) => toPublicStartup(r.row, base))
        if (rows.length < EVERY_STARTUP_BATCH) return
        const last = rows.at(-1)!
        after = { at: last.at, id: last.row.id }
      }
    },
    explorePage: (params, _now, base) =>
      keptExplorePages.get(params, base, async () => {
        const total = params.cursor?.total ?? (await totals.get(params))
        // A search's page may be looked for along the sort's index: how many anyone can find
        // against how many match says whether that is the shorter way (explore.ts, `walks`).
        const listed = params.q ? await totals.get({ ...params, q: '', domain: null }) : 0
        const { page, next } = await explorePageRows(db, params, total, listed)
        return { message: page.map((row) => toPublicStartup(row, base)), next, total }
      }),
    ownedStartup: (uid) => lookUp(db, startups.id, startups.ownerUid, uid),
    async inviteOf(id) {
      const [row] = await db
        .select({ inviteOnly: startups.inviteOnly, code: startups.inviteCode })
        .from(startups)
        .where(eq(startups.id, id))
      return row
    },
    async setInvite(id, invite) {
      await db
        .update(startups)
        .set({ inviteOnly: invite.inviteOnly, inviteCode: invite.code })
        .where(eq(startups.id, id))
      totals.clear()
      keptExplorePages.clear()
    },
    async holdsPayment(id, uid) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.startupId, id),
            eq(payments.userUid, uid),
            isNull(payments.cancelledAt),
            isNull(payments.refundedAt),
          ),
        )
        .limit(1)
      return Boolean(row)
    },
    async createStartup(startup, _at, base) {
      const created = await withFreeSlug(db, startup.name, (slug) =>
        db.transaction(async (tx) => {
          const logoId = newId()
          const reportId = newId()
          const logoWidths = await keepFile(tx, logoId, startup.logo)
          await keepFile(tx, reportId, startup.report)
          const [row] = await tx
            .insert(startups)
            .values({
              id: newId(),
              slug,
              ownerUid: startup.ownerUid,
              ...startupProfile(startup),
              ...searchColumns(startup),
              closesOn: startup.closesOn ?? null,
              raiseKind: startup.raiseKind,
              listing: startup.listing,
              submittedAt: new Date(_at),
              logoFileId: logoId,
              logoWidths,
              reportFileId: reportId,
              reportName: startup.report.name,
            })
            .onConflictDoNothing({ target: startups.ownerUid })
            .returning()
          // Rolled back: the files go too.
          if (!row) tx.rollback()
          return row
        }),
      ).catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return undefined
        throw error
      })
      if (!created) return undefined
      totals.clear()
      keptExplorePages.clear()
      return toPublicStartup(created, base)
    },
    async editing(work) {
      const result = await db.transaction((tx) =>
        work({
          async lockedStartup(id) {
            const [current] = await tx
              .select({ row: startups })
              .from(startups)
              .where(eq(startups.id, id))
              .for('update', { of: startups })
            return (
              current && {
                ...current.row,
                fundsRecieved: current.row.fundsReceived,
                investors: current.row.investorCount,
              }
            )
          },
          async saveEdit(id, change) {
            const [current] = await tx.select().from(startups).where(eq(startups.id, id))
            const logoFileId = change.logo ? newId() : undefined
            const logoWidths = change.logo ? await keepFile(tx, logoFileId!, change.logo) : []
            const reportFileId = change.report ? newId() : undefined
            if (change.report) await keepFile(tx, reportFileId!, change.report)
            await tx
              .update(startups)
              .set({
                slogan: change.slogan,
                description: change.description,
                websiteLink: change.websiteLink,
                ...searchColumns({ name: current!.name, slogan: change.slogan }),
                ...(change.fundsRequired !== undefined
                  ? { fundsRequired: change.fundsRequired }
                  : {}),
                ...(change.stocks !== undefined ? { stocks: change.stocks } : {}),
                ...(logoFileId ? { logoFileId, logoWidths } : {}),
                ...(reportFileId ? { reportFileId, reportName: change.report!.name } : {}),
                editedAt: new Date(),
              })
              .where(eq(startups.id, id))
            // A replaced logo or report is deleted with the change (its address answers 404).
            const replaced = [
              logoFileId ? current!.logoFileId : null,
              reportFileId ? current!.reportFileId : null,
            ].filter((fileId): fileId is string => fileId !== null)
            if (replaced.length) await tx.delete(files).where(inArray(files.id, replaced))
          },
        }),
      )
      totals.clear()
      keptExplorePages.clear()
      return result
    },
    logoToKeep,
    async file(id, width) {
      if (width !== undefined) {
        // The copies (a few KB each) with the logo's name, in one read.
        const sizes = await db
          .select({
            width: fileSizes.width,
            type: fileSizes.type,
            bytes: fileSizes.bytes,
            name: files.name,
          })
          .from(fileSizes)
          .innerJoin(files, eq(files.id, fileSizes.fileId))
          .where(eq(fileSizes.fileId, id))
        const size = sizeFor(sizes, width)
        if (size) return { name: sizedName(size.name, size), type: size.type, bytes: size.bytes }
      }
      const [file] = await db.select().from(files).where(eq(files.id, id))
      return file
    },
  }
}
