import {
  followersResponseSchema,
  followInputSchema,
  followResponseSchema,
  MAX_FOLLOWS,
  onlyInvestorsFollow,
  tooManyFollows,
} from '@/domain/following'
import type { Role } from '@/domain/user'
import { requireStartup, startupRead, type StartupOwners } from './access'
import { operationsOver } from './operation'

/** What following needs of a store, inside one transaction. */
export interface FollowingTransaction extends StartupOwners {
  /** The user's role, the user's row locked until the transaction ends (follows are counted). */
  lockedUserRole(uid: string): Promise<Role | null | undefined>
  isFollowing(uid: string, startupId: string): Promise<boolean>
  followCount(uid: string): Promise<number>
  follow(uid: string, startupId: string, at: number): Promise<void>
  unfollow(uid: string, startupId: string): Promise<void>
  /** The startups the user follows, oldest follow first. */
  followed(uid: string): Promise<string[]>
}

export interface FollowingStore extends StartupOwners {
  following<T>(work: (tx: FollowingTransaction) => Promise<T>): Promise<T>
  /** How many investors follow the startup. */
  followerCount(startupId: string): Promise<number>
}

const extension = 'Following'
const operation = operationsOver<FollowingStore>({ extension })

/** Following (docs/product.md#following), an optional extension: investors follow startups. */
export const followingOperations = [
  operation({
    method: 'POST',
    path: '/users/follow',
    access: 'self',
    body: followInputSchema,
    response: followResponseSchema,
    async run({ store, caller, now }, { body }) {
      const following = await store.following(async (tx) => {
        if ((await tx.lockedUserRole(caller.uid)) !== 'investor') throw onlyInvestorsFollow()
        await requireStartup(tx, body.startupid)
        const already = await tx.isFollowing(caller.uid, body.startupid)
        if (body.follow && !already) {
          if ((await tx.followCount(caller.uid)) >= MAX_FOLLOWS) throw tooManyFollows()
          await tx.follow(caller.uid, body.startupid, now)
        }
        if (!body.follow && already) await tx.unfollow(caller.uid, body.startupid)
        return tx.followed(caller.uid)
      })
      return { following }
    },
  }),
  startupRead(operation, {
    path: '/startups/followers/:id',
    response: followersResponseSchema,
    read: async (store, id) => ({ followers: await store.followerCount(id) }),
  }),
]
