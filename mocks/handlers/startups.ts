import { http, HttpResponse } from 'msw'
import type { ExploreSort } from '@/domain/explore'
import { startupSearchText } from '@/domain/explore'
import {
  afterCursor,
  comparePaged,
  encodeCursor,
  inSortView,
  readExplorePageParams,
  sortKey,
  wantsPage,
  type ExplorePage,
} from '@/domain/explore-page'
import { newId as id } from '@/domain/ids'
import { utcDay } from '@/domain/startup-fields'
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
import { refuseNul } from '@/domain/nul-text'
import type { Backend } from '../backend'
import { HttpError, parseInput, readJson } from '../utils/http-error'
import { requireSelf, requireUser, withBackend } from '../utils/resolver'
import { publicStartup, startupFacts, toPublicStartup } from './public-startup'

/**
 * The multipart body, read once the request is multipart and `mayUpload` (who may send it) has
 * not thrown: the same order of checks as the server, which settles them before the upload.
 */
async function readForm(request: Request, mayUpload: () => void): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data')) {
    // A body labelled JSON is read first, as the server's parser does: malformed is a 400.
    if (type.includes('application/json')) await readJson(request)
    throw new HttpError(415, 'multipart_required', 'Send the startup as multipart/form-data')
  }
  mayUpload()
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new HttpError(400, 'invalid_form', 'The form data could not be read')
  }
  for (const [name, value] of form)
    refuseNul({ [name]: typeof value === 'string' ? value : value.name })
  return form
}

async function fileField(form: FormData, name: string): Promise<UploadedFile | null> {
  const value = form.get(name)
  if (!(value instanceof File)) return null
  return {
    name: value.name,
    size: value.size,
    type: value.type,
    bytes: new Uint8Array(await value.arrayBuffer()),
  }
}

export function startupHandlers(backend: Backend) {
  const { db } = backend
  let explore: { revision: number; body: string; startups: Startup[] } | null = null
  const everyStartup = () => {
    // Every startup, serialised once per change of the data: at 10,000 startups building
    // the answer takes longer than reading it again.
    const revision = backend.revision()
    if (explore?.revision !== revision) {
      const facts = startupFacts(db)
      const startups = db.startups
        .all()
        .map((record) => toPublicStartup(record, facts.get(record._id)))
      explore = { revision, body: JSON.stringify({ message: startups }), startups }
      sorted.clear()
    }
    return explore
  }
  // Each sort's order, with the keys it compares, made once per change of the data.
  const sorted = new Map<
    ExploreSort,
    { key: number | string; id: string; startup: Startup; text: string }[]
  >()
  const inOrder = (sort: ExploreSort) => {
    const { startups } = everyStartup()
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

  return [
    http.get(
      '*/api/startups/explore',
      withBackend(backend, ({ request }) => {
        const query = new URL(request.url).searchParams
        if (!wantsPage(query))
          return new HttpResponse(everyStartup().body, {
            headers: { 'Content-Type': 'application/json' },
          })
        const params = readExplorePageParams(query)
        const today = utcDay(backend.now())
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
        const body: ExplorePage = {
          message: page.map((row) => row.startup),
          next:
            rest.length > params.limit && last
              ? encodeCursor({ sort: params.sort, key: last.key, id: last.id, total })
              : null,
          total,
        }
        return HttpResponse.json(body)
      }),
    ),
    http.get<{ id: string }>(
      '*/api/startups/data/:id',
      withBackend(backend, ({ params }) => {
        const startup = publicStartup(db, params.id)
        return HttpResponse.json({ data: startup ? [startup] : [] })
      }),
    ),
    http.get<{ uid: string }>(
      '*/api/startups/isactive/:uid',
      withBackend(backend, async ({ request, params }) => {
        requireSelf(await requireUser(backend, request), params.uid)
        const owned = db.startups.findFirst((q) => q.where({ ownerUid: params.uid }))
        return HttpResponse.json(owned ? { status: true, startupId: owned._id } : { status: false })
      }),
    ),
    http.post(
      '*/api/startups/create',
      withBackend(backend, async ({ request }) => {
        const tokenUid = await requireUser(backend, request)
        const form = await readForm(request, () => {
          const user = db.users.findFirst((q) => q.where({ useruid: tokenUid }))
          if (user?.role !== 'startup') throw notAFounder()
        })
        const fields = Object.fromEntries(
          STARTUP_CREATE_TEXT_FIELDS.map((name) => {
            const value = form.get(name)
            return [name, typeof value === 'string' ? value : undefined]
          }),
        )
        const input = parseInput(startupCreateFieldsSchema, fields)
        requireSelf(tokenUid, input.useruid)

        const logo = await fileField(form, 'logo')
        const report = await fileField(form, 'report')
        const { logoType, reportType } = checkStartupFiles(logo, report)
        const logoBytes = logo!.bytes
        const reportBytes = report!.bytes

        return backend.exclusive(async () => {
          if (db.startups.findFirst((q) => q.where({ ownerUid: tokenUid })))
            throw new HttpError(409, 'startup_exists', 'You have already publicised a startup')
          const logoId = id()
          const reportId = id()
          await db.persistence.putFile({
            id: logoId,
            name: logo!.name,
            type: logoType,
            bytes: logoBytes.slice().buffer,
          })
          await db.persistence.putFile({
            id: reportId,
            name: report!.name,
            type: reportType,
            bytes: reportBytes.slice().buffer,
          })
          const record = await db.startups.create({
            _id: id(),
            ownerUid: tokenUid,
            ...startupProfile(input),
            closesOn: input.closesOn ?? null,
            // Absolute, so an app on another origin (remote mode) loads them from this server.
            logo: new URL(`/api/files/${logoId}`, request.url).href,
            report: new URL(`/api/files/${reportId}`, request.url).href,
            reportName: report!.name,
            fundsRecieved: 0,
            createdAt: new Date(backend.now()).toISOString(),
          })
          return HttpResponse.json(
            { msg: 'startup created', data: toPublicStartup(record) },
            { status: 201 },
          )
        })
      }),
    ),
    http.post(
      '*/api/startups/edit',
      withBackend(backend, async ({ request }) => {
        const tokenUid = await requireUser(backend, request)
        // Only a founder with a startup may edit one.
        const form = await readForm(request, () => {
          if (!db.startups.findFirst((q) => q.where({ ownerUid: tokenUid }))) throw notYourStartup()
        })
        const input = parseInput(
          startupEditFieldsSchema,
          Object.fromEntries(
            STARTUP_EDIT_TEXT_FIELDS.map((name) => {
              const value = form.get(name)
              return [name, typeof value === 'string' ? value : undefined]
            }),
          ),
        )
        requireSelf(tokenUid, input.useruid)
        const logo = await fileField(form, 'logo')
        const report = await fileField(form, 'report')
        const logoType = logo ? checkLogoFile(logo) : null
        const reportType = report ? checkReportFile(report) : null

        return backend.exclusive(async () => {
          const current = db.startups.findFirst((q) => q.where({ _id: input.startupid }))
          if (!current) throw noSuchStartup()
          if (current.ownerUid !== tokenUid) throw notYourStartup()
          const facts = startupFacts(db, current._id).get(current._id)
          const problem = editTermsProblem(current, input, facts?.investors ?? 0)
          if (problem) throw problem
          const stored = async (file: UploadedFile, type: string) => {
            const fileId = id()
            await db.persistence.putFile({
              id: fileId,
              name: file.name,
              type,
              bytes: file.bytes.slice().buffer,
            })
            return new URL(`/api/files/${fileId}`, request.url).href
          }
          const logoUrl = logo && logoType ? await stored(logo, logoType) : null
          const reportUrl = report && reportType ? await stored(report, reportType) : null
          const editedAt = new Date(backend.now()).toISOString()
          const updated = await db.startups.update((q) => q.where({ _id: current._id }), {
            data(record) {
              record.slogan = input.slogan
              record.description = input.description
              record.websiteLink = input.websiteLink
              if (input.fundsRequired !== undefined) record.fundsRequired = input.fundsRequired
              if (input.stocks !== undefined) record.stocks = input.stocks
              if (logoUrl) record.logo = logoUrl
              if (reportUrl && report) {
                record.report = reportUrl
                record.reportName = report.name
              }
              record.editedAt = editedAt
            },
          })
          // A replaced logo or report is deleted with the change (its address answers 404 after).
          const replaced = [logoUrl ? current.logo : null, reportUrl ? current.report : null]
            .map((url) => (url ? /\/api\/files\/([^/?#]+)$/.exec(url)?.[1] : undefined))
            .filter((fileId): fileId is string => Boolean(fileId))
          if (replaced.length) await db.persistence.removeFiles(replaced.map(decodeURIComponent))
          return HttpResponse.json({ data: toPublicStartup(updated!, facts) })
        })
      }),
    ),
    http.get<{ id: string }>(
      '*/api/files/:id',
      withBackend(backend, async ({ params }) => {
        const file = await db.persistence.getFile(params.id)
        if (!file) throw new HttpError(404, 'not_found', 'No such file')
        return new HttpResponse(file.bytes, {
          headers: servedFileHeaders({
            name: file.name,
            type: file.type,
            size: file.bytes.byteLength,
          }),
        })
      }),
    ),
  ]
}
