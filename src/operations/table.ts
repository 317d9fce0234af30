import type { questionsResponseSchema } from '@/domain/questions'
import type { startupDataResponseSchema } from '@/domain/startup'
import type { updatesResponseSchema } from '@/domain/updates'
import type { z } from '@/domain/zod'
import { analyticsOperations, type AnalyticsStore } from './analytics'
import { followingOperations, type FollowingStore } from './following'
import { notificationOperations, type NotificationsStore } from './notifications'
import { operatingOperations, type OperatingStore } from './operating'
import type { Operation } from './operation'
import { paymentOperations, type PaymentsStore } from './payments'
import { pushOperations, type PushStore } from './push'
import { questionOperations, type QuestionsStore } from './questions'
import { startupOperations, type StartupsStore } from './startups'
import { updateOperations, type UpdatesStore } from './updates'
import { userOperations, type UsersStore } from './users'

/** Every port an operation of the table uses: what each backend's store implements. */
export type ContractStore = StartupsStore &
  UsersStore &
  PaymentsStore &
  UpdatesStore &
  QuestionsStore &
  FollowingStore &
  AnalyticsStore &
  OperatingStore &
  NotificationsStore &
  PushStore

/**
 * The /api operations written once (src/operations/*), which both backends register: the demo
 * (mocks/operations.ts) and Seedling's server (server/src/operations.ts).
 */
export const operations: readonly Operation<ContractStore>[] = [
  ...startupOperations,
  ...userOperations,
  ...paymentOperations,
  ...updateOperations,
  ...questionOperations,
  ...followingOperations,
  ...analyticsOperations,
  ...operatingOperations,
  ...notificationOperations,
  ...pushOperations,
]

/** The public reads a page rendered on the server makes, and what each answers. */
interface PublicReads {
  '/startups/data/:id': z.infer<typeof startupDataResponseSchema>
  '/startups/updates/:id': z.infer<typeof updatesResponseSchema>
  '/startups/questions/:id': z.infer<typeof questionsResponseSchema>
}

/**
 * Runs one of the table's public reads outside a request, as a visitor who is not signed in
 * asks it: a page rendered on the server shows exactly what the contract answers.
 */
export async function readPublic<Path extends keyof PublicReads>(
  store: ContractStore,
  path: Path,
  params: Record<string, string>,
  base: string,
  /** The address's query, as the page was asked for (an invite link's code). */
  query: URLSearchParams = new URLSearchParams(),
): Promise<PublicReads[Path]> {
  const row = operations.find((r) => r.method === 'GET' && r.path === path)!
  const answer = await row.run(
    {
      store,
      caller: { uid: '', email: undefined, emailVerified: false },
      now: Date.now(),
      visitor: '',
      base,
    },
    {
      params: row.params ? row.params.parse(params) : undefined,
      body: undefined,
      query,
    },
  )
  return answer as PublicReads[Path]
}
