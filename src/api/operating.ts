import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ListingDecision, LogFilter, Reportable, ReportInput } from '@/domain/operating'
import type { ApiClient } from './api-context'
import { useApi } from './api-context'
import type { HttpRequest } from './http'
import { questionKeys } from './questions'
import { startupKeys } from './startups'
import { userKeys } from './users'

/**
 * Running the platform (docs/product.md#operators), an optional extension: the review queue,
 * decisions on listings, the founder's resubmission and the operators' record. Only an
 * operator's dashboard asks for the queue and the record; a founder's resubmits.
 */

const schemas = () => import('@/domain/operating')
const startupSchemas = () => import('@/domain/startup')

/** An operator's decision on a reported thing. */
export type Moderation = 'hide' | 'restore' | 'dismiss'

export const operatingKeys = {
  all: ['operator'] as const,
  reports: () => ['operator', 'reports'] as const,
  queue: () => ['operator', 'review'] as const,
  log: (filter: LogFilter) =>
    ['operator', 'log', filter.thing ?? '', filter.operator ?? ''] as const,
  accounts: (find: string) => ['operator', 'accounts', find] as const,
}

export function operatingApi(request: HttpRequest) {
  return {
    /** GET operator/review: the startups waiting, the oldest submission first. */
    queue: async () =>
      (
        await request('operator/review', {
          withCredentials: true,
          schema: (await startupSchemas()).reviewQueueResponseSchema,
        })
      ).startups,
    /** POST operator/review/{id}/approve: it goes live. */
    approve: async (id: string, reason = '') =>
      request(`operator/review/${encodeURIComponent(id)}/approve`, {
        method: 'POST',
        json: { reason },
        withCredentials: true,
        schema: (await schemas()).listingDecisionResponseSchema,
      }),
    /** POST operator/review/{id}/sendback: back to its founder with the reason. */
    sendBack: async (id: string, reason: string) =>
      request(`operator/review/${encodeURIComponent(id)}/sendback`, {
        method: 'POST',
        json: { reason },
        withCredentials: true,
        schema: (await schemas()).listingDecisionResponseSchema,
      }),
    /** POST startups/resubmit: the founder puts their sent-back startup in review again. */
    resubmit: async (useruid: string) =>
      request('startups/resubmit', {
        method: 'POST',
        json: { useruid },
        withCredentials: true,
        schema: (await schemas()).listingDecisionResponseSchema,
      }),
    /** POST users/report: what the reporter has reported, not yet decided. */
    report: async (input: ReportInput) =>
      request('users/report', {
        method: 'POST',
        json: input,
        withCredentials: true,
        schema: (await schemas()).reportResponseSchema,
      }),
    /** GET operator/reports: open reports by thing, and the things taken down. */
    reports: async () =>
      (
        await request('operator/reports', {
          withCredentials: true,
          schema: (await schemas()).reportQueueResponseSchema,
        })
      ).things,
    /** POST operator/reports/{kind}/{id}/(hide|restore|dismiss). */
    moderate: async (
      thing: { kind: Reportable; id: string },
      decision: Moderation,
      reason: string,
    ) =>
      request(`operator/reports/${thing.kind}/${encodeURIComponent(thing.id)}/${decision}`, {
        method: 'POST',
        json: { reason },
        withCredentials: true,
        schema: (await schemas()).moderationResponseSchema,
      }),
    /** GET operator/accounts: the account with this uid or e-mail; without, the suspended ones. */
    accounts: async (find: string) =>
      (
        await request(`operator/accounts${find ? `?${new URLSearchParams({ find })}` : ''}`, {
          withCredentials: true,
          schema: (await schemas()).accountsResponseSchema,
        })
      ).accounts,
    /** POST operator/accounts/{uid}/(suspend|lift), with the reason. */
    suspension: async (uid: string, decision: 'suspend' | 'lift', reason: string) =>
      request(`operator/accounts/${encodeURIComponent(uid)}/${decision}`, {
        method: 'POST',
        json: { reason },
        withCredentials: true,
        schema: (await schemas()).accountResponseSchema,
      }),
    /** GET operator/log: the record, newest first, filtered by one thing and one operator. */
    log: async (filter: LogFilter) => {
      const query = new URLSearchParams()
      if (filter.thing) query.set('thing', filter.thing)
      if (filter.operator) query.set('operator', filter.operator)
      return (
        await request(`operator/log${query.size ? `?${query}` : ''}`, {
          withCredentials: true,
          schema: (await schemas()).logResponseSchema,
        })
      ).entries
    },
  }
}

declare module './api-context' {
  interface ApiClient {
    operating: ReturnType<typeof operatingApi>
  }
}

export const reviewQueueQuery = (api: ApiClient) =>
  queryOptions({ queryKey: operatingKeys.queue(), queryFn: () => api.operating.queue() })

export const operatorLogQuery = (api: ApiClient, filter: LogFilter) =>
  queryOptions({
    queryKey: operatingKeys.log(filter),
    queryFn: () => api.operating.log(filter),
  })

/** The operator's decision on a listing: the queue, the record and the startup are read again. */
export function useDecision() {
  const api = useApi()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (decision: { id: string; approve: boolean; reason: string }) =>
      decision.approve
        ? api.operating.approve(decision.id, decision.reason)
        : api.operating.sendBack(decision.id, decision.reason),
    onSuccess: (_answer, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: operatingKeys.all }),
        client.invalidateQueries({ queryKey: startupKeys.one(id) }),
        client.invalidateQueries({ queryKey: startupKeys.explore() }),
      ]),
  })
}

/** The founder resubmits their sent-back startup; its state is read again. */
export function useResubmit(uid: string, startupId: string) {
  const api = useApi()
  const client = useQueryClient()
  return useMutation<ListingDecision, Error, void>({
    mutationFn: () => api.operating.resubmit(uid),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: startupKeys.isActive(uid) }),
        client.invalidateQueries({ queryKey: startupKeys.one(startupId) }),
      ]),
  })
}

export const reportQueueQuery = (api: ApiClient) =>
  queryOptions({ queryKey: operatingKeys.reports(), queryFn: () => api.operating.reports() })

/** A report: the reporter's record lists it at once (the app shows 'Reported'). */
export function useReport(uid: string) {
  const api = useApi()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: Omit<ReportInput, 'useruid'>) =>
      api.operating.report({ ...input, useruid: uid }),
    onSuccess: ({ reported }) =>
      client.setQueryData(userKeys.one(uid), (record: { reported?: string[] } | undefined) =>
        record ? { ...record, reported } : record,
      ),
  })
}

/** An operator's decision on a reported thing; the queue, the record and the pages read again. */
export function useModeration() {
  const api = useApi()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (decision: {
      thing: { kind: Reportable; id: string; startupId: string }
      decision: Moderation
      reason: string
    }) => api.operating.moderate(decision.thing, decision.decision, decision.reason),
    onSuccess: (_answer, { thing }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: operatingKeys.all }),
        client.invalidateQueries({ queryKey: startupKeys.one(thing.startupId) }),
        client.invalidateQueries({ queryKey: questionKeys.list(thing.startupId) }),
        client.invalidateQueries({ queryKey: startupKeys.explore() }),
      ]),
  })
}

export const accountsQuery = (api: ApiClient, find: string) =>
  queryOptions({
    queryKey: operatingKeys.accounts(find),
    queryFn: () => api.operating.accounts(find),
  })

/** An operator suspends an account or lifts its suspension; the accounts and the record read again. */
export function useSuspension() {
  const api = useApi()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (decision: { uid: string; decision: 'suspend' | 'lift'; reason: string }) =>
      api.operating.suspension(decision.uid, decision.decision, decision.reason),
    onSuccess: () => client.invalidateQueries({ queryKey: operatingKeys.all }),
  })
}
