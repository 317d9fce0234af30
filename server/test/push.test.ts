import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import ece from 'http_ece'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PushPayload, PushState } from '@/domain/push'
import { sql } from 'drizzle-orm'
import { askCodeByMail, call, founderAndInvestor, inMemoryApp, verifyCode } from './helpers'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * Web Push from the server to a push service of the test's own on loopback: a browser's
 * subscription is keys the test made, so the test decrypts what the server sent (RFC 8291) and
 * checks its VAPID signature (RFC 8292) as a push service would.
 */

interface Received {
  path: string
  headers: IncomingMessage['headers']
  body: Buffer
}

/** The push service: '/ok/…' takes every push, '/gone/…' answers 410, '/flaky/…' 500 once. */
async function startPushService() {
  const received: Received[] = []
  const failedOnce = new Set<string>()
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? ''
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      const status = path.startsWith('/gone/')
        ? 410
        : path.startsWith('/flaky/') && !failedOnce.has(path)
          ? (failedOnce.add(path), 500)
          : 201
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, received, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** A browser's subscription: its own P-256 key pair and auth secret, and an endpoint. */
function newBrowser(endpoint: string) {
  const ecdh: ECDH = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    /** What the push service received for this browser, decrypted with its keys. */
    read: (push: Received): PushPayload =>
      JSON.parse(
        ece
          .decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
          .toString('utf8'),
      ) as PushPayload,
  }
}

/** Checks the VAPID header as a push service does: the server's key signed a token for us. */
function checkVapid(push: Received, publicKey: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? '')
  expect(match, push.headers.authorization).not.toBeNull()
  const [, token, key] = match!
  expect(key).toBe(publicKey)
  const [header, claims, signature] = token!.split('.') as [string, string, string]
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' })
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string
    exp: number
    sub: string
  }
  expect(body.aud).toBe(audience)
  expect(body.exp * 1000).toBeGreaterThan(Date.now())
  expect(body.sub).toMatch(/^mailto:|^https:/)
  const point = Buffer.from(publicKey, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  expect(valid).toBe(true)
}

let mail: MailCatcher
let service: Awaited<ReturnType<typeof startPushService>>
let server: Awaited<ReturnType<typeof inMemoryApp>>

beforeAll(async () => {
  mail = await startMailCatcher()
  service = await startPushService()
  server = await inMemoryApp(mail, {
    PUSH_RETRY_SECONDS: '1',
    JOBS_SUPERVISE_SECONDS: '1',
    CLOSES_SWEEP_SECONDS: '1',
  })
})

afterAll(async () => {
  await server?.stop()
  await service?.close()
  await mail?.close()
})

const pushState = async (uid: string) =>
  (await call(server.base, `users/push/${uid}`, { uid })).data as PushState

describe('Web Push from the server', () => {
  it('pushes a notification to each device of its reader, encrypted and signed; forgets a gone one, retries a failing one, heeds the switches', async () => {
    const { base } = server
    const { founder, investor, startupId, name } = await founderAndInvestor(base, 'push')
    const before = await pushState(investor)
    expect(before).toMatchObject({ thisDevice: false, devices: 0 })
    expect(before.publicKey).toMatch(/^[A-Za-z0-9_-]{80,100}$/)
    expect(Object.values(before.switches).every(Boolean)).toBe(true)

    const phone = newBrowser(`${service.base}/ok/phone`)
    const old = newBrowser(`${service.base}/gone/old-laptop`)
    const tablet = newBrowser(`${service.base}/flaky/tablet`)
    for (const browser of [phone, old, tablet]) {
      const subscribed = await call(base, 'users/push/subscribe', {
        uid: investor,
        json: { useruid: investor, subscription: browser.subscription },
      })
      expect(subscribed.status).toBe(200)
    }
    expect((await pushState(investor)).devices).toBe(3)
    // A subscription that is not one is refused, with what is wrong.
    const bad = await call(base, 'users/push/subscribe', {
      uid: investor,
      json: { useruid: investor, subscription: { endpoint: 'nowhere', keys: {} } },
    })
    expect(bad.status).toBe(422)

    const ask = async (question: string) => {
      const asked = await call(base, 'startups/ask', {
        uid: investor,
        json: { useruid: investor, startupid: startupId, question },
      })
      expect(asked.status).toBe(201)
      const answered = await call(base, 'startups/answer', {
        uid: founder,
        json: { useruid: founder, questionid: asked.data.data._id, answer: 'From the shop sales.' },
      })
      expect(answered.status).toBe(200)
    }
    await ask('How do you decide how much credit a shop gets?')

    const to = (path: string) => service.received.filter((push) => push.path === path)
    await expect.poll(() => to('/ok/phone').length, { timeout: 15_000 }).toBe(1)
    const [push] = to('/ok/phone')
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0)
    checkVapid(push!, before.publicKey!, service.base)
    expect(phone.read(push!)).toEqual({
      title: `${name} answered your question`,
      link: `/dashboard/startup/${encodeURIComponent(startupId)}#startup-questions`,
      unread: 1,
    })
    // The browser that left (410) is forgotten; the failing one gets it on a second try.
    await expect.poll(async () => (await pushState(investor)).devices, { timeout: 15_000 }).toBe(2)
    await expect
      .poll(() => to('/flaky/tablet').length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2)
    expect(tablet.read(to('/flaky/tablet').at(-1)!).title).toBe(`${name} answered your question`)

    // Answers turned off: the next answer is in the centre, not pushed; an update still is.
    const off = await call(base, 'users/push/switches', {
      uid: investor,
      json: { useruid: investor, switches: { answers: false } },
    })
    expect((off.data as PushState).switches).toMatchObject({ answers: false, updates: true })
    await ask('Do you plan to lend outside Maharashtra?')
    // Following the startup, the investor reads its updates.
    const followed = await call(base, 'users/follow', {
      uid: investor,
      json: { useruid: investor, startupid: startupId, follow: true },
    })
    expect(followed.status).toBe(200)
    const posted = await call(base, 'startups/postupdate', {
      uid: founder,
      json: { useruid: founder, startupid: startupId, title: 'A bank partner', body: 'Signed.' },
    })
    expect(posted.status).toBe(201)
    await expect.poll(() => to('/ok/phone').length, { timeout: 15_000 }).toBe(2)
    expect(phone.read(to('/ok/phone')[1]!)).toMatchObject({
      title: `New update from ${name}`,
      unread: 3,
    })

    // Turned off on a device: it gets nothing more.
    const gone = await call(base, 'users/push/unsubscribe', {
      uid: investor,
      json: { useruid: investor, endpoint: phone.subscription.endpoint },
    })
    expect((gone.data as PushState).devices).toBe(1)
    // Someone else cannot read or change another's pushes.
    expect((await call(base, `users/push/${investor}`, { uid: founder })).status).toBe(403)
  })

  it('tells an investor once, and pushes it, a day before their 48 hours to cancel a payment end', async () => {
    const { base } = server
    const { investor, startupId, name } = await founderAndInvestor(base, 'remind')
    const phone = newBrowser(`${service.base}/ok/remind-phone`)
    await call(base, 'users/push/subscribe', {
      uid: investor,
      json: { useruid: investor, subscription: phone.subscription },
    })
    const code = await askCodeByMail(mail, base, investor, startupId, 1_500)
    const paid = await verifyCode(base, investor, code)
    expect(paid.status).toBe(201)
    const paymentId = paid.data.data._id as string
    // Paid 25 hours ago, as the calendar would have it.
    await server.database.db.execute(
      sql`update payments set created_at = now() - interval '25 hours' where id = ${paymentId}`,
    )
    const told = async () =>
      (
        (await call(base, `users/notifications/${investor}`, { uid: investor })).data as {
          notifications: { kind: string; title: string; link: string; body: string }[]
        }
      ).notifications.filter((n) => n.kind === 'cooling_off')
    await expect.poll(async () => (await told()).length, { timeout: 15_000 }).toBe(1)
    const [reminder] = await told()
    expect(reminder!.link).toBe(`/dashboard/funded#payment-${paymentId}`)
    expect(reminder!.body).toContain(`₹1,500 in ${name}`)
    const pushed = () => service.received.filter((push) => push.path === '/ok/remind-phone')
    await expect.poll(() => pushed().length, { timeout: 15_000 }).toBe(1)
    expect(phone.read(pushed()[0]!).title).toBe(reminder!.title)
    // Later looks tell nobody again.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(await told()).toHaveLength(1)
  })
})
