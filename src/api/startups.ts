import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { exploreView, type ExploreSearch } from '@/domain/explore'
import { EXPLORE_PAGE_SIZE } from '@/domain/explore-page'
import { topFunded } from '@/domain/ranking'
import { inviteFor, rememberInvite } from '@/api/invite-codes'
import { STARTUP_CREATE_TEXT_FIELDS, type StartupCreateFields } from '@/domain/startup-fields'
import type { Startup } from '@/domain/startup'
import type { StartupEditFields } from '@/domain/startup-edit'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'
import { readAgain } from './read-again'

/** Startups: the fetchers, their query keys and options, and the writes with their invalidation. */

// Schemas load with the first call, not with the pages that only name a query.
const schemas = () => import('@/domain/startup')

export const startupKeys = {
  all: ['startups'] as const,
  explore: () => ['startups', 'explore'] as const,
  /** One view of the paged explore (search, domain, sort); its pages are one infinite query. */
  explorePages: (view: ExploreSearch) => ['startups', 'explore', 'pages', viewOf(view)] as const,
  /** One page of a view, as it is kept on the device. */
  explorePage: (view: ExploreSearch, index: number) =>
    ['startups', 'explore', 'pages', viewOf(view), index] as const,
  top: (n: number) => ['startups', 'explore', 'top', n] as const,
  /** Whether the server pages explore: learnt from its first answer (false: base contract). */
  paging: () => ['startups', 'paging'] as const,
  one: (id: string) => ['startups', 'data', id] as const,
  isActive: (uid: string) => ['startups', 'isactive', uid] as const,
}

// Explore, the startup pages seen and the founder's startup state are kept on the device
// (`keep`) for offline use, under the query keys they fill.
export function startupsApi(request: HttpRequest) {
  return {
    /** GET startups/isactive/{uid}: whether this founder's startup is published (and its id, if told). */
    isActive: async (uid: string) =>
      request(`startups/isactive/${encodeURIComponent(uid)}`, {
        withCredentials: true,
        schema: (await schemas()).isActiveResponseSchema,
        keep: startupKeys.isActive(uid),
      }),
    /**
     * GET startups/data/{id}: the startup, or null when the list is empty. An invite-only
     * startup's link (an optional extension) is sent when this browser opened one for it.
     */
    get: async (id: string): Promise<Startup | null> => {
      const invite = inviteFor(id)
      const query = invite ? `?invite=${encodeURIComponent(invite)}` : ''
      const startup =
        (
          await request(`startups/data/${encodeURIComponent(id)}${query}`, {
            schema: (await schemas()).startupDataResponseSchema,
            keep: startupKeys.one(id),
          })
        ).data[0] ?? null
      // Opened by its slug, read by its id elsewhere in the app: the link goes with it.
      if (invite && startup) rememberInvite([startup._id, startup.slug], invite)
      return startup
    },
    /**
     * GET startups/explore with paging parameters. A server with the paged extension answers a
     * page (`paged: true`); one with the base contract ignores them and answers every startup.
     */
    explorePage: async (
      params: ExploreSearch & { limit: number; cursor?: string | null | undefined },
      keep?: QueryKey,
    ): Promise<ExploreAnswer> => {
      const query = new URLSearchParams({ limit: String(params.limit) })
      query.set('sort', params.sort ?? 'most-funded')
      if (params.q?.trim()) query.set('q', params.q.trim())
      if (params.domain) query.set('domain', params.domain)
      if (params.cursor) query.set('cursor', params.cursor)
      const { explorePageSchema, exploreResponseSchema } = await schemas()
      const answer = await request(`startups/explore?${query}`, {
        schema: explorePageSchema.or(exploreResponseSchema),
        ...(keep ? { keep } : {}),
      })
      return 'next' in answer
        ? { startups: answer.message, next: answer.next, total: answer.total, paged: true }
        : { startups: answer.message, next: null, total: answer.message.length, paged: false }
    },
    /** GET startups/explore: every published startup. */
    explore: async () =>
      (
        await request('startups/explore', {
          schema: (await schemas()).exploreResponseSchema,
          keep: startupKeys.explore(),
        })
      ).message,
    /** POST startups/edit (optional extension): the multipart edit payload. */
    edit: (form: FormData) =>
      request('startups/edit', { method: 'POST', form, withCredentials: true }),
    /** POST startups/create: the multipart creation payload; the startup as published. */
    create: async (form: FormData) =>
      request('startups/create', {
        method: 'POST',
        form,
        withCredentials: true,
        schema: (await schemas()).createStartupResponseSchema,
      }),
  }
}

declare module './api-context' {
  interface ApiClient {
    startups: ReturnType<typeof startupsApi>
  }
}

export const exploreQuery = (api: ApiClient) =>
  queryOptions({ queryKey: startupKeys.explore(), queryFn: () => api.startups.explore() })

/** One answer of explore: a page (paged server) or every startup (base contract). */
export interface ExploreAnswer {
  startups: Startup[]
  next: string | null
  total: number
  paged: boolean
}

const viewOf = (view: ExploreSearch) => ({
  q: view.q?.trim() || undefined,
  domain: view.domain,
  sort: view.sort ?? 'most-funded',
})

/** How many pages of a view without a search are kept on the device for offline use. */
const KEPT_PAGES = 3

/**
 * Explore as pages. Against a paging server each page, search and filter is asked of the
 * server; against a base-contract server the first answer (every startup) is remembered and
 * every view is made from it on the device, as before paging existed.
 */
export const explorePagesQuery = (api: ApiClient, queryClient: QueryClient, view: ExploreSearch) =>
  infiniteQueryOptions({
    queryKey: startupKeys.explorePages(view),
    initialPageParam: { cursor: null as string | null, index: 0 },
    queryFn: async ({ pageParam }): Promise<ExploreAnswer> => {
      const local = (all: Startup[]): ExploreAnswer => {
        const startups = exploreView(all, view)
        return { startups, next: null, total: startups.length, paged: false }
      }
      if (queryClient.getQueryData(startupKeys.paging()) === false)
        // The one answer serves every view until it is invalidated (a payment, a new startup).
        return local(await queryClient.fetchQuery({ ...exploreQuery(api), staleTime: 5 * 60_000 }))
      const keep = !viewOf(view).q && pageParam.index < KEPT_PAGES
      const answer = await api.startups.explorePage(
        { ...view, limit: EXPLORE_PAGE_SIZE, cursor: pageParam.cursor },
        keep ? startupKeys.explorePage(view, pageParam.index) : undefined,
      )
      queryClient.setQueryData(startupKeys.paging(), answer.paged)
      if (answer.paged) return answer
      queryClient.setQueryData(startupKeys.explore(), answer.startups)
      return local(answer.startups)
    },
    getNextPageParam: (last, _pages, param) =>
      last.next ? { cursor: last.next, index: param.index + 1 } : undefined,
  })

/** The `n` most funded startups: one short page from a paging server, else ranked here. */
export const topStartupsQuery = (api: ApiClient, n: number) =>
  queryOptions({
    queryKey: startupKeys.top(n),
    queryFn: async () => {
      const answer = await api.startups.explorePage(
        { sort: 'most-funded', limit: n },
        startupKeys.top(n),
      )
      return answer.paged ? answer.startups.slice(0, n) : topFunded(answer.startups, n)
    },
  })

export const startupQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: startupKeys.one(id), queryFn: () => api.startups.get(id) })

export const isActiveQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: startupKeys.isActive(uid), queryFn: () => api.startups.isActive(uid) })

/** The multipart body of POST startups/create, from typed fields and the two files. */
export function startupCreateForm(fields: StartupCreateFields, logo: File, report: File) {
  const form = new FormData()
  form.append('report', report)
  form.append('logo', logo)
  for (const name of STARTUP_CREATE_TEXT_FIELDS) {
    const value = fields[name]
    // Optional fields (the closing date) go only when set.
    if (value !== undefined && value !== '') form.append(name, String(value))
  }
  return form
}

/**
 * Publishes the founder's startup; explore and the founder's startup state are read again.
 * Takes typed fields and builds the multipart body itself.
 */
export function useCreateStartup() {
  const api = useApi()
  return useMutation({
    mutationFn: ({
      fields,
      logo,
      report,
    }: {
      fields: StartupCreateFields
      logo: File
      report: File
    }) => api.startups.create(startupCreateForm(fields, logo, report)),
    onSuccess: (_answer, { fields }, _result, { client }) =>
      readAgain(client, startupKeys.explore(), startupKeys.isActive(String(fields.useruid))),
  })
}

/** Asks the server again whether the founder's startup is published (after an error). */
export function useRecheckStartupState(uid: string) {
  const queryClient = useQueryClient()
  return () => queryClient.resetQueries({ queryKey: startupKeys.isActive(uid) })
}

/**
 * An edit: the domain's fields of POST startups/edit (the terms go only when the form offers them,
 * while nobody has invested) and the files that replace the logo or the report.
 */
export type StartupEdit = StartupEditFields & {
  logo?: File | null | undefined
  report?: File | null | undefined
}

/** Edits the founder's published startup; its page and explore are read again. */
export function useEditStartup() {
  const api = useApi()
  return useMutation({
    mutationFn: (edit: StartupEdit) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(edit))
        if (value !== undefined && value !== null)
          form.append(name, value instanceof File ? value : String(value))
      return api.startups.edit(form)
    },
    onSuccess: (_answer, edit, _result, { client }) =>
      readAgain(client, startupKeys.one(edit.startupid), startupKeys.explore()),
  })
}
