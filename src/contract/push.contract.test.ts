import { describe, expect, it } from 'vitest'
import { pushStateSchema } from '@/domain/push'
import { call, postAs, type Caller } from './calls'
import { expectClientError, expectShape } from './expect-answer'
import { newUser } from './people'
import { forExtension } from './target'

/**
 * Web Push, an optional extension: GET users/push/{uid} and POST users/push/subscribe,
 * unsubscribe and switches answer { publicKey, thisDevice, devices, switches } to the person
 * alone. A server that sends pushes has a public key and takes a browser's subscription; a
 * backend on the device (the demo) takes `thisDevice` instead. (What is pushed, encrypted and
 * signed, is checked by the server's own test against a push service of the test's.)
 */

const state = async (caller: Caller) =>
  expectShape(
    await call('GET', `users/push/${caller.uid}`, { token: caller.token }),
    pushStateSchema,
  )

/** A browser's subscription as a push service would give it (keys of the right shape). */
const subscription = (name: string) => ({
  endpoint: `https://push.example/${name}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
})

let probe: Caller
forExtension('Web Push', async () => {
  probe = await newUser('push-probe', 'investor')
  return (await call('GET', `users/push/${probe.uid}`, { token: probe.token })).status === 200
})

describe('Web Push (optional extension)', () => {
  it('starts with no device and every switch on, for the person alone', async () => {
    const first = await state(probe)
    expect(first.devices).toBe(0)
    expect(Object.values(first.switches).every(Boolean)).toBe(true)
    expect(first.thisDevice || typeof first.publicKey === 'string').toBe(true)
    const other = await newUser('push-other', 'investor')
    expectClientError(await call('GET', `users/push/${probe.uid}`, { token: other.token }), 403)
    expectClientError(
      await postAs(other, 'users/push/switches', { useruid: probe.uid, switches: {} }),
      403,
    )
  })

  it('turns a device on and off, the way this backend delivers', async () => {
    const person = await newUser('push-device', 'investor')
    const { thisDevice } = await state(person)
    const on = await postAs(
      person,
      'users/push/subscribe',
      thisDevice ? { thisDevice: true } : { subscription: subscription(person.uid) },
    )
    expect(expectShape(on, pushStateSchema).devices).toBe(1)
    // The other way is refused, saying so.
    const wrongWay = await postAs(
      person,
      'users/push/subscribe',
      thisDevice ? { subscription: subscription(`${person.uid}-2`) } : { thisDevice: true },
    )
    expectClientError(wrongWay, 409)
    expect(wrongWay.body.error.code).toBe('push_unavailable')
    const off = await postAs(person, 'users/push/unsubscribe', {
      endpoint: thisDevice ? 'this-device' : subscription(person.uid).endpoint,
    })
    expect(expectShape(off, pushStateSchema).devices).toBe(0)
  })

  it('keeps each switch, and refuses one nobody has', async () => {
    const person = await newUser('push-switches', 'investor')
    const changed = expectShape(
      await postAs(person, 'users/push/switches', { switches: { answers: false } }),
      pushStateSchema,
    )
    expect(changed.switches).toMatchObject({ answers: false, updates: true })
    expect((await state(person)).switches.answers).toBe(false)
    expectClientError(
      await postAs(person, 'users/push/switches', { switches: { gossip: true } }),
      422,
    )
    expectClientError(
      await postAs(person, 'users/push/subscribe', { subscription: { endpoint: 'x', keys: {} } }),
      422,
    )
  })
})
