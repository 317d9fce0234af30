import type { MultipartFile } from '@fastify/multipart'
import { asc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readExplorePageParams, wantsPage, type ExplorePage } from '@/domain/explore-page'
import { newId } from '@/domain/ids'
import { refuseNul } from '@/domain/nul-text'
import { invalidInput, Problem } from '@/domain/problem'
import {
  STARTUP_CREATE_TEXT_FIELDS,
  startupCreateFieldsSchema,
  type Startup,
} from '@/domain/startup'
import {
  checkLogoFile,
  checkReportFile,
  checkStartupFiles,
  servedFileHeaders,
  type UploadedFile,
} from '@/domain/startup-files'
import {
  editTermsProblem,
  notAFounder,
  startupEditFieldsSchema,
  STARTUP_EDIT_TEXT_FIELDS,
} from '@/domain/startup-edit'
import { noSuchStartup } from '@/domain/investing'
import { notYourStartup } from '@/domain/updates'
import { startupProfile } from '@/domain/startup-fields'
import type { AppContext } from '../context'
import type { Db } from '../db/database'
import { files, startups, users } from '../db/schema'
import { explorePageRows, searchColumns, totalsCache } from '../explore'
import { investors, NO_FACTS, startupFacts, type StartupFacts } from '../startup-facts'
import { idParamsSchema as idParams, uidParamsSchema as uidParams } from '@/domain/ids'
import { publicBase, requireSelf, signedIn } from './guard'

type StartupRow = typeof startups.$inferSelect

/** A startup as the contract answers it: no owner uid, absolute file addresses. */
export function toPublicStartup(row: StartupRow, facts: StartupFacts, base: string): Startup {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    slogan: row.slogan,
    logo: `${base}/api/files/${row.logoFileId}`,
    fundsRecieved: row.fundsReceived,
    fundsRequired: row.fundsRequired,
    username: row.username,
    stocks: row.stocks,
    founded: row.founded,
    domain: row.domain,
    websiteLink: row.websiteLink,
    report: `${base}/api/files/${row.reportFileId}`,
    investors: facts.investors,
    closesOn: row.closesOn,
    lastUpdateAt: row.lastUpdateAt?.toISOString() ?? null,
    questions: row.questionCount,
    editedAt: row.editedAt?.toISOString() ?? null,
  }
}

export async function findStartup(db: Db, id: string) {
  const [found] = await db
    .select({ row: startups, ...startupFacts })
    .from(startups)
    .where(eq(startups.id, id))
  return found
}

/** Reads the multipart creation payload: text fields, and the two files with their bytes. */
async function readCreateForm(
  parts: AsyncIterableIterator<
    MultipartFile | { type: 'field'; fieldname: string; value: unknown }
  >,
) {
  const fields: Record<string, string | undefined> = {}
  const uploads: Record<string, UploadedFile> = {}
  for await (const part of parts) {
    if (part.type === 'file') {
      const file = part as MultipartFile
      const bytes = await file.toBuffer()
      if (file.fieldname === 'logo' || file.fieldname === 'report')
        uploads[file.fieldname] = {
          name: file.filename,
          type: file.mimetype,
          size: bytes.byteLength,
          bytes,
        }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value
    }
  }
  refuseNul(fields)
  for (const [name, upload] of Object.entries(uploads)) refuseNul({ [name]: upload.name })
  return { fields, logo: uploads.logo ?? null, report: uploads.report ?? null }
}

export const startupRoutes =
  ({ database: { db }, verifyToken, config }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = signedIn(verifyToken)

    const totals = totalsCache(db)
    app.get('/startups/explore', async (request): Promise<ExplorePage | { message: Startup[] }> => {
      const base = publicBase(request, config.PUBLIC_URL)
      const query = new URL(request.url, 'http://localhost').searchParams
      // The base contract: every startup. Any paging parameter asks for the paged form.
      if (!wantsPage(query)) {
        const rows = await db
          .select({ row: startups, ...startupFacts })
          .from(startups)
          .orderBy(asc(startups.createdAt), asc(startups.id))
        return { message: rows.map((r) => toPublicStartup(r.row, r, base)) }
      }
      const params = readExplorePageParams(query)
      const total = params.cursor?.total ?? (await totals.get(params))
      const { page, next } = await explorePageRows(db, params, total)
      return { message: page.map((r) => toPublicStartup(r.row, r, base)), next, total }
    })

    app.get('/startups/data/:id', { schema: { params: idParams } }, async (request) => {
      const found = await findStartup(db, request.params.id)
      const base = publicBase(request, config.PUBLIC_URL)
      return { data: found ? [toPublicStartup(found.row, found, base)] : [] }
    })

    app.get(
      '/startups/isactive/:uid',
      { preValidation, schema: { params: uidParams } },
      async (request) => {
        requireSelf(request, request.params.uid)
        const [owned] = await db
          .select({ id: startups.id })
          .from(startups)
          .where(eq(startups.ownerUid, request.params.uid))
        return owned ? { status: true, startupId: owned.id } : { status: false }
      },
    )

    app.post('/startups/create', { preValidation }, async (request, reply) => {
      if (!request.isMultipart())
        throw new Problem(415, 'multipart_required', 'Send the startup as multipart/form-data')
      // Who may publicise is settled before the upload is read (up to 12 MB).
      const [user] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.uid, request.uid))
      if (user?.role !== 'startup') throw notAFounder()
      const form = await readCreateForm(request.parts())
      const parsed = startupCreateFieldsSchema.safeParse(
        Object.fromEntries(STARTUP_CREATE_TEXT_FIELDS.map((name) => [name, form.fields[name]])),
      )
      if (!parsed.success) throw invalidInput(parsed.error.issues)
      const input = parsed.data
      requireSelf(request, input.useruid)
      const { logoType, reportType } = checkStartupFiles(form.logo, form.report)
      const logo = form.logo!
      const report = form.report!

      // The files and the startup are kept together or not at all; the unique index on the
      // owner makes "one startup per founder" hold across server processes.
      const created = await db.transaction(async (tx) => {
        const logoId = newId()
        const reportId = newId()
        await tx.insert(files).values([
          { id: logoId, name: logo.name, type: logoType, bytes: Buffer.from(logo.bytes) },
          { id: reportId, name: report.name, type: reportType, bytes: Buffer.from(report.bytes) },
        ])
        const [row] = await tx
          .insert(startups)
          .values({
            id: newId(),
            ownerUid: request.uid,
            ...startupProfile(input),
            ...searchColumns(input),
            closesOn: input.closesOn ?? null,
            logoFileId: logoId,
            reportFileId: reportId,
            reportName: report.name,
          })
          .onConflictDoNothing({ target: startups.ownerUid })
          .returning()
        // Thrown inside, so the files go too.
        if (!row) throw new Problem(409, 'startup_exists', 'You have already publicised a startup')
        return row
      })
      totals.clear()
      const base = publicBase(request, config.PUBLIC_URL)
      return reply
        .status(201)
        .send({ msg: 'startup created', data: toPublicStartup(created, NO_FACTS, base) })
    })

    app.post('/startups/edit', { preValidation }, async (request) => {
      if (!request.isMultipart())
        throw new Problem(415, 'multipart_required', 'Send the startup as multipart/form-data')
      // Only a founder with a startup may edit one: settled before the upload is read.
      const [owned] = await db
        .select({ id: startups.id })
        .from(startups)
        .where(eq(startups.ownerUid, request.uid))
      if (!owned) throw notYourStartup()
      const form = await readCreateForm(request.parts())
      const parsed = startupEditFieldsSchema.safeParse(
        Object.fromEntries(STARTUP_EDIT_TEXT_FIELDS.map((name) => [name, form.fields[name]])),
      )
      if (!parsed.success) throw invalidInput(parsed.error.issues)
      const input = parsed.data
      requireSelf(request, input.useruid)
      const logoType = form.logo ? checkLogoFile(form.logo) : null
      const reportType = form.report ? checkReportFile(form.report) : null

      await db.transaction(async (tx) => {
        // The startup's row is the lock: no payment lands between the check and the change.
        const [current] = await tx
          .select({ row: startups, investors })
          .from(startups)
          .where(eq(startups.id, input.startupid))
          .for('update', { of: startups })
        if (!current) throw noSuchStartup()
        if (current.row.ownerUid !== request.uid) throw notYourStartup()
        const problem = editTermsProblem(
          { ...current.row, fundsRecieved: current.row.fundsReceived },
          input,
          current.investors,
        )
        if (problem) throw problem
        const kept = async (file: UploadedFile, type: string) => {
          const id = newId()
          await tx
            .insert(files)
            .values({ id, name: file.name, type, bytes: Buffer.from(file.bytes) })
          return id
        }
        const logoFileId = form.logo && logoType ? await kept(form.logo, logoType) : undefined
        const reportFileId =
          form.report && reportType ? await kept(form.report, reportType) : undefined
        await tx
          .update(startups)
          .set({
            slogan: input.slogan,
            description: input.description,
            websiteLink: input.websiteLink,
            ...searchColumns({ name: current.row.name, slogan: input.slogan }),
            ...(input.fundsRequired !== undefined ? { fundsRequired: input.fundsRequired } : {}),
            ...(input.stocks !== undefined ? { stocks: input.stocks } : {}),
            ...(logoFileId ? { logoFileId } : {}),
            ...(reportFileId ? { reportFileId, reportName: form.report!.name } : {}),
            editedAt: new Date(),
          })
          .where(eq(startups.id, input.startupid))
        // A replaced logo or report is deleted with the change (its address answers 404 after).
        const replaced = [
          logoFileId ? current.row.logoFileId : null,
          reportFileId ? current.row.reportFileId : null,
        ].filter((id): id is string => id !== null)
        if (replaced.length) await tx.delete(files).where(inArray(files.id, replaced))
      })
      totals.clear()
      const found = await findStartup(db, input.startupid)
      return { data: toPublicStartup(found!.row, found!, publicBase(request, config.PUBLIC_URL)) }
    })

    app.get('/files/:id', { schema: { params: idParams } }, async (request, reply) => {
      const [file] = await db.select().from(files).where(eq(files.id, request.params.id))
      if (!file) throw new Problem(404, 'not_found', 'No such file')
      return reply
        .headers(servedFileHeaders({ name: file.name, type: file.type, size: file.bytes.length }))
        .send(file.bytes)
    })
  }
