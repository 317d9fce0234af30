import type { FollowingStore, FollowingTransaction } from '@/operations/following'
import type { Backend } from '../backend'
import { startupOwners } from './owners'

/** Following over the demo's database: a transaction is the backend's exclusive section. */
export function followingStore(backend: Backend): FollowingStore {
  const { db } = backend
  const key = (uid: string, startupId: string) => `${uid}:${startupId}`
  const mine = (uid: string) => db.follows.findMany((q) => q.where({ useruid: uid }))
  const tx: FollowingTransaction = {
    ...startupOwners(backend),
    lockedUserRole: async (uid) => db.users.findFirst((q) => q.where({ useruid: uid }))?.role,
    isFollowing: async (uid, startupId) =>
      Boolean(db.follows.findFirst((q) => q.where({ _id: key(uid, startupId) }))),
    followCount: async (uid) => mine(uid).length,
    follow: async (uid, startupid, at) => {
      await db.follows.create({
        _id: key(uid, startupid),
        useruid: uid,
        startupid,
        createdAt: new Date(at).toISOString(),
      })
    },
    unfollow: async (uid, startupId) => {
      await db.follows.delete((q) => q.where({ _id: key(uid, startupId) }))
    },
    followed: async (uid) => mine(uid).map((follow) => follow.startupid),
  }
  return {
    ...startupOwners(backend),
    following: (work) => backend.exclusive(() => work(tx)),
    followerCount: async (startupid) => db.follows.findMany((q) => q.where({ startupid })).length,
  }
}
