import { uidParamsSchema } from '@/domain/ids'
import { notAnInvestor } from '@/domain/investing'
import { Problem } from '@/domain/problem'
import {
  acknowledgeRiskInputSchema,
  acknowledgeRiskResponseSchema,
  addUserInputSchema,
  addUserResponseSchema,
  getUserResponseSchema,
  requireVerifiedEmail,
  signedInEmail,
  type ChosenRole,
  type Role,
  type User,
} from '@/domain/user'
import { operatorNotChosen, type Suspension } from '@/domain/operating'
import { operationsOver } from './operation'

/** What the users' operations need of a store. */
export interface UsersStore {
  /** A user's record with the startups they follow (oldest follow first); undefined if none. */
  userRecord(uid: string): Promise<
    | {
        role: Role
        riskAcknowledgedAt: string | null
        following: string[]
        /** What they reported that no operator has decided yet (operators, an extension). */
        reported: string[]
        /** Why and since when an operator suspended them; null when not (operators). */
        suspended: Suspension | null
      }
    | undefined
  >
  /** Records that an investor acknowledged the risks at `at`; undefined unless an investor. */
  acknowledgeRisk(uid: string, at: number): Promise<string | undefined>
  /** Adds the user; false when the account already has a record (a role). */
  addUser(user: User & { role: ChosenRole }, at: number): Promise<boolean>
}

const operation = operationsOver<UsersStore>()

/** Users (docs/product.md#screens): the record, the role chosen once, the risk check. */
export const userOperations = [
  operation({
    method: 'GET',
    path: '/users/getuser/:uid',
    access: 'self',
    params: uidParamsSchema,
    response: getUserResponseSchema,
    async run({ store }, { params }) {
      const record = await store.userRecord(params.uid)
      return record ? { exists: true, ...record } : { exists: false }
    },
  }),
  operation({
    method: 'POST',
    path: '/users/acknowledgerisk',
    access: 'self',
    extension: 'Risk check',
    body: acknowledgeRiskInputSchema,
    response: acknowledgeRiskResponseSchema,
    async run({ store, now }, { body }) {
      const riskAcknowledgedAt = await store.acknowledgeRisk(body.useruid, now)
      if (!riskAcknowledgedAt) throw notAnInvestor()
      return { riskAcknowledgedAt }
    },
  }),
  operation({
    method: 'POST',
    path: '/users/adduser',
    access: 'self',
    body: addUserInputSchema,
    response: addUserResponseSchema,
    status: 201,
    async run({ store, caller, now }, { body }) {
      // The operator's role is appointed (npm run server:operator), never chosen.
      if (body.role === 'operator') throw operatorNotChosen()
      const email = signedInEmail(caller.email, body.email)
      requireVerifiedEmail(caller)
      if (!(await store.addUser({ ...body, role: body.role, email }, now)))
        throw new Problem(409, 'user_exists', 'This account already has a role')
      return { msg: 'user added', data: { role: body.role } }
    },
  }),
]
