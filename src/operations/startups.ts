import { idParamsSchema, uidParamsSchema } from '@/domain/ids'
import { financialYearStart } from '@/domain/investing'
import {
  readExplorePageParams,
  wantsPage,
  type ExplorePage,
  type ExplorePageParams,
} from '@/domain/explore-page'
import { invalidInput, Problem } from '@/domain/problem'
import {
  createStartupResponseSchema,
  editStartupResponseSchema,
  exploreResponseSchema,
  isActiveResponseSchema,
  noSuchStartup,
  notYourStartup,
  STARTUP_CREATE_TEXT_FIELDS,
  startupCreateFieldsSchema,
  startupDataResponseSchema,
  startupSchema,
  type Startup,
} from '@/domain/startup'
import {
  editTermsProblem,
  notAFounder,
  STARTUP_EDIT_TEXT_FIELDS,
  startupEditFieldsSchema,
  type StartupEditFields,
} from '@/domain/startup-edit'
import {
  checkLogoFile,
  checkReportFile,
  checkStartupFiles,
  servedFileHeaders,
  type UploadedFile,
} from '@/domain/startup-files'
import type { z } from '@/domain/zod'
import { askedWidth, type LogoSize } from '@/domain/logo-sizes'
import {
  generateInviteCode,
  inviteInputSchema,
  inviteOpens,
  inviteResponseSchema,
  type InviteState,
} from '@/domain/invite'
import { requireNotSuspended, requireSelf, type StartupOwners, type UserRoles } from './access'
import { Download, ListInBatches, operationsOver, type Caller, type UploadForm } from './operation'
import type { Listing } from '@/domain/operating'

/** An uploaded file with the type it is stored and served as (checked by its first bytes). */
export interface FileToKeep extends UploadedFile {
  type: string
  /** A logo's smaller copies (logo sizes, an optional extension), kept and deleted with it. */
  sizes?: LogoSize[]
}

/** A startup's row as editing weighs it, locked until the change is kept. */
export interface EditableStartup {
  ownerUid: string
  fundsRequired: number
  stocks: number
  fundsRecieved: number
  /** Distinct investors (a cancelled investment does not count). */
  investors: number
}

/** What editing needs of a store, inside one transaction. */
export interface EditTransaction {
  /** The startup's row, locked: no payment lands between the check and the change. */
  lockedStartup(id: string): Promise<EditableStartup | undefined>
  /** Keeps the change; a replaced logo or report is deleted with it (its address answers 404). */
  saveEdit(
    id: string,
    change: StartupEditFields & { logo: FileToKeep | null; report: FileToKeep | null },
    at: number,
    /** Where the new files are answered from. */
    base: string,
  ): Promise<void>
}

/** What the startups' operations need of a store. */
export interface StartupsStore extends StartupOwners, UserRoles {
  /**
   * A startup as the contract answers it (files addressed from `base`); undefined if none. With
   * `placesSince`, it also counts `investorsThisYear`: the distinct investors with a payment
   * standing since then (the year's places), read with the startup itself.
   */
  startup(id: string, base: string, placesSince?: number): Promise<Startup | undefined>
  /** The id of the startup a readable address names (docs/product.md#public-page). */
  startupIdBySlug(slug: string): Promise<string | undefined>
  /**
   * Every live startup, oldest first (the base contract's explore), in batches as they are read:
   * however many there are, a backend never holds them all at once.
   */
  everyStartup(base: string): AsyncIterable<Startup[]>
  /** One page of the paged explore (live startups only), on the day of `now`. */
  explorePage(params: ExplorePageParams, now: number, base: string): Promise<ExplorePage>
  /** The id of the startup the founder owns; undefined when they have none. */
  ownedStartup(uid: string): Promise<string | undefined>
  /**
   * Keeps the startup and its two files together or not at all, with the first free slug of
   * its name (`freeSlug`); undefined (nothing kept) when the founder has a startup already,
   * which holds across server processes.
   */
  createStartup(
    startup: z.infer<typeof startupCreateFieldsSchema> & {
      ownerUid: string
      /** Where the new listing starts (in review: an operator decides; `at` is its place). */
      listing: Listing
      logo: FileToKeep
      report: FileToKeep
    },
    at: number,
    base: string,
  ): Promise<Startup | undefined>
  editing<T>(work: (tx: EditTransaction) => Promise<T>): Promise<T>
  /**
   * The logo as it is kept and served, once its header has passed the checks above: Seedling's
   * server draws it, in a process of its own, into a PNG of at most 512 pixels a side and
   * refuses one it cannot draw (422); the demo keeps it as uploaded (its pictures stay in the
   * visitor's own browser).
   */
  logoToKeep(logo: FileToKeep): Promise<FileToKeep>
  /**
   * Invite-only (an optional extension): whether the startup is, and its link's current code
   * (null before it was first made invite-only); undefined for no startup.
   */
  inviteOf(id: string): Promise<InviteState | undefined>
  setInvite(id: string, invite: InviteState): Promise<void>
  /** Whether `uid` has a payment standing (neither cancelled nor refunded) in the startup. */
  holdsPayment(id: string, uid: string): Promise<boolean>
  /**
   * A stored logo or report; undefined when there is none (or it was replaced). With `width`, the
   * copy of the logo that answers it (`sizeFor`), or the file itself when it has none.
   */
  file(
    id: string,
    width?: number,
  ): Promise<{ name: string; type: string; bytes: Uint8Array } | undefined>
}

const operation = operationsOver<StartupsStore>()

/**
 * Whether the caller may read the startup: a live one (or one on a server without review)
 * anyone may; one in review or sent back only its founder and the operators. A live one that is
 * invite-only (an optional extension): whoever brings its link's code, its founder, the
 * operators, and investors with a payment standing in it.
 */
async function mayRead(
  store: StartupsStore,
  startup: Startup,
  caller: Caller,
  invite: string | null = null,
) {
  const live = startup.listing === undefined || startup.listing === 'live'
  if (live && !startup.inviteOnly) return true
  if (live && inviteOpens((await store.inviteOf(startup._id))?.code, invite)) return true
  if (!caller.uid) return false
  if ((await store.startupOwner(startup._id)) === caller.uid) return true
  if (live && (await store.holdsPayment(startup._id, caller.uid))) return true
  return (await store.roleOf(caller.uid)) === 'operator'
}

/** The founder's own startup, for invite-only's reads and changes (403 for anyone else). */
async function foundersStartup(store: StartupsStore, caller: Caller, startupId: string) {
  const invite = await store.inviteOf(startupId)
  if (!invite) throw noSuchStartup()
  if ((await store.startupOwner(startupId)) !== caller.uid) throw notYourStartup()
  return invite
}

/** The text fields of an upload, parsed with the domain's schema (422 naming the field at fault). */
function formFields<S extends z.ZodType>(
  schema: S,
  names: readonly string[],
  form: UploadForm,
): z.infer<S> {
  const parsed = schema.safeParse(
    Object.fromEntries(names.map((name) => [name, form.fields[name]])),
  )
  if (!parsed.success) throw invalidInput(parsed.error.issues)
  return parsed.data
}

/** Startups (docs/product.md#data): explore, a startup's page, publicising, editing, files. */
export const startupOperations = [
  operation({
    method: 'GET',
    path: '/startups/explore',
    access: 'public',
    response: exploreResponseSchema,
    // The base contract answers every startup; any paging parameter asks for a page (extension).
    async run({ store, now, base }, { query }) {
      if (!wantsPage(query))
        return new ListInBatches('message', startupSchema, store.everyStartup(base))
      return store.explorePage(readExplorePageParams(query), now, base)
    },
  }),
  operation({
    method: 'GET',
    path: '/startups/data/:id',
    access: 'public',
    readsCaller: true,
    params: idParamsSchema,
    response: startupDataResponseSchema,
    // By id, or by its readable address (an optional extension). A listing that is not live
    // (operators, an optional extension) is answered only to its founder and the operators.
    async run({ store, base, now, caller }, { params, query }) {
      // With the places of the year's 200 investors taken (an optional extension).
      const since = financialYearStart(now)
      const bySlug = async () => {
        const id = await store.startupIdBySlug(params.id)
        return id === undefined ? undefined : store.startup(id, base, since)
      }
      const startup = (await store.startup(params.id, base, since)) ?? (await bySlug())
      if (startup && !(await mayRead(store, startup, caller, query.get('invite'))))
        return { data: [] }
      return { data: startup ? [startup] : [] }
    },
  }),
  operation({
    method: 'GET',
    path: '/startups/isactive/:uid',
    access: 'self',
    params: uidParamsSchema,
    response: isActiveResponseSchema,
    async run({ store, base }, { params }) {
      const startupId = await store.ownedStartup(params.uid)
      if (!startupId) return { status: false }
      // Where the listing stands, on a server with review (operators, an optional extension).
      const startup = await store.startup(startupId, base)
      return startup?.listing
        ? {
            status: true,
            startupId,
            listing: startup.listing,
            reviewNote: startup.reviewNote ?? null,
          }
        : { status: true, startupId }
    },
  }),
  operation<UploadForm, undefined, z.infer<typeof createStartupResponseSchema>>({
    method: 'POST',
    path: '/startups/create',
    access: 'signed-in',
    form: {
      fields: STARTUP_CREATE_TEXT_FIELDS,
      async mayUpload({ store, caller }) {
        if ((await store.roleOf(caller.uid)) !== 'startup') throw notAFounder()
        await requireNotSuspended(store, caller.uid)
      },
    },
    response: createStartupResponseSchema,
    status: 201,
    async run({ store, caller, now, base }, { body }) {
      const input = formFields(startupCreateFieldsSchema, STARTUP_CREATE_TEXT_FIELDS, body)
      requireSelf(caller, input.useruid)
      const { logo, report } = body.files
      const { logoType, reportType } = checkStartupFiles(logo ?? null, report ?? null)
      const created = await store.createStartup(
        {
          ...input,
          ownerUid: caller.uid,
          // An operator reviews it before investors see it (operators, an optional extension).
          listing: 'in_review',
          logo: await store.logoToKeep({ ...logo!, type: logoType }),
          report: { ...report!, type: reportType },
        },
        now,
        base,
      )
      if (!created)
        throw new Problem(409, 'startup_exists', 'You have already publicised a startup')
      return { msg: 'startup created', data: created }
    },
  }),
  operation({
    method: 'GET',
    path: '/startups/invite/:id',
    access: 'signed-in',
    extension: 'Invite-only',
    params: idParamsSchema,
    response: inviteResponseSchema,
    // Only its founder reads the link.
    async run({ store, caller }, { params }) {
      return foundersStartup(store, caller, params.id)
    },
  }),
  operation({
    method: 'POST',
    path: '/startups/invite',
    access: 'self',
    extension: 'Invite-only',
    body: inviteInputSchema,
    response: inviteResponseSchema,
    // Invite-only on or off, and a new link (the old one stops working; payments stand).
    async run({ store, caller }, { body }) {
      const current = await foundersStartup(store, caller, body.startupid)
      const inviteOnly = body.inviteOnly ?? current.inviteOnly
      const code =
        body.rotate || (inviteOnly && !current.code) ? generateInviteCode() : current.code
      const next = { inviteOnly, code }
      await store.setInvite(body.startupid, next)
      return next
    },
  }),
  operation<UploadForm, undefined, z.infer<typeof editStartupResponseSchema>>({
    method: 'POST',
    path: '/startups/edit',
    access: 'signed-in',
    extension: 'Editing',
    form: {
      fields: STARTUP_EDIT_TEXT_FIELDS,
      // Only a founder with a startup may edit one.
      async mayUpload({ store, caller }) {
        if (!(await store.ownedStartup(caller.uid))) throw notYourStartup()
        await requireNotSuspended(store, caller.uid)
      },
    },
    response: editStartupResponseSchema,
    async run({ store, caller, now, base }, { body }) {
      const input = formFields(startupEditFieldsSchema, STARTUP_EDIT_TEXT_FIELDS, body)
      requireSelf(caller, input.useruid)
      const { logo, report } = body.files
      const logoType = logo ? checkLogoFile(logo) : null
      const reportType = report ? checkReportFile(report) : null
      const kept = logo && logoType ? await store.logoToKeep({ ...logo, type: logoType }) : null
      await store.editing(async (tx) => {
        const current = await tx.lockedStartup(input.startupid)
        if (!current) throw noSuchStartup()
        if (current.ownerUid !== caller.uid) throw notYourStartup()
        const problem = editTermsProblem(current, input, current.investors)
        if (problem) throw problem
        await tx.saveEdit(
          input.startupid,
          {
            ...input,
            logo: kept,
            report: report && reportType ? { ...report, type: reportType } : null,
          },
          now,
          base,
        )
      })
      return { data: (await store.startup(input.startupid, base))! }
    },
  }),
  operation({
    method: 'GET',
    path: '/files/:id',
    access: 'public',
    params: idParamsSchema,
    // `?w=` asks for a logo's copy of that width (logo sizes, an optional extension).
    async run({ store }, { params, query }) {
      const file = await store.file(params.id, askedWidth(query))
      if (!file) throw new Problem(404, 'not_found', 'No such file')
      return new Download(
        file.bytes,
        servedFileHeaders({ name: file.name, type: file.type, size: file.bytes.byteLength }),
      )
    },
  }),
]
