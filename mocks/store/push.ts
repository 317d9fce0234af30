import { PUSH_SWITCHES, type PushSwitch } from '@/domain/push'
import type { PushStore } from '@/operations/push'
import type { Backend } from '../backend'

/**
 * Web Push in the demo: the backend runs on this device, so turning notifications on keeps no
 * push subscription; the demo shows each new notification itself (`notify`).
 */
export function pushStore(backend: Backend): PushStore {
  const { db } = backend
  const user = (uid: string) => db.users.findFirst((q) => q.where({ useruid: uid }))
  const change = (
    uid: string,
    data: (record: { pushOnThisDevice?: boolean; pushOff?: PushSwitch[] }) => void,
  ) =>
    backend.exclusive(async () => {
      await db.users.update((q) => q.where({ useruid: uid }), { data })
    })
  return {
    pushDelivery: () => ({ publicKey: null, thisDevice: true }),
    async pushState(uid) {
      const record = user(uid)
      const off = new Set(record?.pushOff ?? [])
      return {
        devices: record?.pushOnThisDevice ? 1 : 0,
        switches: Object.fromEntries(PUSH_SWITCHES.map((name) => [name, !off.has(name)])) as Record<
          PushSwitch,
          boolean
        >,
      }
    },
    subscribePush: (uid) => change(uid, (record) => void (record.pushOnThisDevice = true)),
    unsubscribePush: (uid) => change(uid, (record) => void (record.pushOnThisDevice = false)),
    setPushSwitches: (uid, switches) =>
      change(uid, (record) => {
        const off = new Set(record.pushOff ?? [])
        for (const [name, on] of Object.entries(switches) as [PushSwitch, boolean][])
          if (on) off.delete(name)
          else off.add(name)
        record.pushOff = [...off]
      }),
  }
}
