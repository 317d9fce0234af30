import { analyticsOperations, type AnalyticsStore } from './analytics'
import { followingOperations, type FollowingStore } from './following'
import type { Operation } from './operation'
import { paymentOperations, type PaymentsStore } from './payments'
import { questionOperations, type QuestionsStore } from './questions'
import { updateOperations, type UpdatesStore } from './updates'
import { userOperations, type UsersStore } from './users'

/** Every port an operation of the table uses: what each backend's store implements. */
export type ContractStore = UsersStore &
  PaymentsStore &
  UpdatesStore &
  QuestionsStore &
  FollowingStore &
  AnalyticsStore

/**
 * The /api operations written once (src/operations/*), which both backends register: the demo
 * (mocks/operations.ts) and Seedling's server (server/src/operations.ts).
 */
export const operations: readonly Operation<ContractStore>[] = [
  ...userOperations,
  ...paymentOperations,
  ...updateOperations,
  ...questionOperations,
  ...followingOperations,
  ...analyticsOperations,
]
