import { and, count, eq } from 'drizzle-orm'
import { PUSH_SWITCHES, type PushSwitch } from '@/domain/push'
import { Problem } from '@/domain/problem'
import type { PushStore } from '@/operations/push'
import type { Db } from '../db/database'
import { pushSubscriptions, users } from '../db/schema'

/**
 * Web Push subscriptions and switches in PostgreSQL. A browser's endpoint is kept once: signing
 * in as someone else and turning pushes on moves it to them.
 */
export function pushStore(
  db: Db,
  publicKey: string | null,
  { httpEndpoints }: { httpEndpoints: boolean },
): PushStore {
  return {
    pushDelivery: () => ({ publicKey, thisDevice: false }),
    async pushState(uid) {
      const [devices] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userUid, uid))
      const [user] = await db.select({ off: users.pushOff }).from(users).where(eq(users.uid, uid))
      const off = new Set(user?.off ?? [])
      return {
        devices: devices?.n ?? 0,
        switches: Object.fromEntries(PUSH_SWITCHES.map((name) => [name, !off.has(name)])) as Record<
          PushSwitch,
          boolean
        >,
      }
    },
    async subscribePush(uid, subscription, at) {
      // The demo's own device is no subscription a server can push to (refused before this).
      if (subscription === 'this-device') return
      // Push services answer on https; a plain address is for a development push service only.
      if (!httpEndpoints && !subscription.endpoint.startsWith('https://'))
        throw new Problem(
          422,
          'invalid_input',
          'The push endpoint must be an https address',
          'subscription',
        )
      const row = {
        endpoint: subscription.endpoint,
        userUid: uid,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: new Date(at),
      }
      await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row })
    },
    async unsubscribePush(uid, endpoint) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userUid, uid)))
    },
    async setPushSwitches(uid, switches) {
      const [user] = await db.select({ off: users.pushOff }).from(users).where(eq(users.uid, uid))
      if (!user) return
      const off = new Set(user.off)
      for (const [name, on] of Object.entries(switches) as [PushSwitch, boolean][])
        if (on) off.delete(name)
        else off.add(name)
      await db
        .update(users)
        .set({ pushOff: [...off] })
        .where(eq(users.uid, uid))
    },
  }
}
