import { uidParamsSchema } from '@/domain/ids'
import { Problem } from '@/domain/problem'
import {
  pushStateSchema,
  pushSubscribeInputSchema,
  pushSwitchesInputSchema,
  pushUnsubscribeInputSchema,
  type PushState,
  type PushSubscriptionJson,
  type PushSwitches,
} from '@/domain/push'
import { operationsOver } from './operation'

/** What Web Push needs of a store (the pushes themselves are sent with each notification). */
export interface PushStore {
  /** How this backend delivers: the server's public key, or the demo's own device. */
  pushDelivery(): { publicKey: string | null; thisDevice: boolean }
  /** How many of the person's devices get pushes, and their switches. */
  pushState(uid: string): Promise<{ devices: number; switches: PushSwitches }>
  /** Keeps a browser's subscription (or, in the demo, this device) for the person. */
  subscribePush(
    uid: string,
    subscription: PushSubscriptionJson | 'this-device',
    at: number,
  ): Promise<void>
  unsubscribePush(uid: string, endpoint: string): Promise<void>
  setPushSwitches(uid: string, switches: Partial<PushSwitches>): Promise<void>
}

const operation = operationsOver<PushStore>({ extension: 'Web Push' })

const state = async (store: PushStore, uid: string): Promise<PushState> => ({
  ...store.pushDelivery(),
  ...(await store.pushState(uid)),
})

/** Web Push (docs/product.md#notifications): opt in per device, a switch per kind of news. */
export const pushOperations = [
  operation({
    method: 'GET',
    path: '/users/push/:uid',
    access: 'self',
    params: uidParamsSchema,
    response: pushStateSchema,
    run: ({ store }, { params }) => state(store, params.uid),
  }),
  operation({
    method: 'POST',
    path: '/users/push/subscribe',
    access: 'self',
    body: pushSubscribeInputSchema,
    response: pushStateSchema,
    async run({ store, now }, { body }) {
      const delivery = store.pushDelivery()
      if (body.thisDevice ? !delivery.thisDevice : !delivery.publicKey)
        throw new Problem(
          409,
          'push_unavailable',
          body.thisDevice
            ? 'This server sends pushes through the browser’s push service'
            : 'This server sends no push notifications',
        )
      await store.subscribePush(body.useruid, body.subscription ?? 'this-device', now)
      return state(store, body.useruid)
    },
  }),
  operation({
    method: 'POST',
    path: '/users/push/unsubscribe',
    access: 'self',
    body: pushUnsubscribeInputSchema,
    response: pushStateSchema,
    async run({ store }, { body }) {
      await store.unsubscribePush(body.useruid, body.endpoint)
      return state(store, body.useruid)
    },
  }),
  operation({
    method: 'POST',
    path: '/users/push/switches',
    access: 'self',
    body: pushSwitchesInputSchema,
    response: pushStateSchema,
    async run({ store }, { body }) {
      await store.setPushSwitches(body.useruid, body.switches)
      return state(store, body.useruid)
    },
  }),
]
