import { createECDH, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import ece from 'http_ece'
import { expect, test } from '@playwright/test'
import { OPERATOR } from '../../scripts/appoint-operator.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import {
  deliverPush,
  openFromSidebar,
  shownNotifications,
  switchTo,
  type Person,
} from '../fixtures'
import { accountWithRole } from './accounts'
import { publishForReview } from './publish'

/**
 * Web Push from Seedling's server (remote mode). Chromium's own push service is out of reach
 * here, so the page's `pushManager.subscribe` hands the app a subscription to the test's push
 * service, with keys the test made: the server's `web-push` sends to it, the test decrypts what
 * arrived and delivers it to the app's service worker through the DevTools protocol.
 */

// The full browser: the headless shell denies every notification whatever the permissions.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } })

test("the founder turns notifications on; the operator's approval is pushed by the server and shown", async ({
  page,
  baseURL,
}) => {
  const received: Buffer[] = []
  const service = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push(Buffer.concat(chunks))
      response.writeHead(201).end()
    })
  })
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
  try {
    const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/founder`
    const browserKey = createECDH('prime256v1')
    browserKey.generateKeys()
    const auth = randomBytes(16)
    const keys = {
      p256dh: browserKey.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    }
    // The browser's push subscription, to the test's push service.
    await page.addInitScript(
      ({ endpoint, keys }) => {
        const subscription = {
          endpoint,
          toJSON: () => ({ endpoint, keys }),
          unsubscribe: async () => true,
        }
        let subscribed = false
        PushManager.prototype.subscribe = async function () {
          subscribed = true
          return subscription as unknown as PushSubscription
        }
        PushManager.prototype.getSubscription = async function () {
          return (subscribed ? subscription : null) as unknown as PushSubscription | null
        }
      },
      { endpoint, keys },
    )
    await page.context().grantPermissions(['notifications'], { origin: new URL(baseURL!).origin })

    const founder = await accountWithRole(page, 'Start Up', 'remote-push-founder')
    await page.goto('/dashboard/notifications')
    await page.getByRole('button', { name: 'Turn on notifications' }).click()
    await expect(page.getByText('This device tells you as things happen.')).toBeVisible()
    await openFromSidebar(page, 'Dashboard')
    const name = `Remote Push ${Date.now().toString(36)}`
    await publishForReview(page, name)

    await switchTo(page, { ...OPERATOR } as Person)
    await openFromSidebar(page, 'Review')
    await page.getByRole('link', { name, exact: true }).click()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText(`${name} is live`)).toBeVisible()

    // The server pushed the approval, encrypted for the founder's browser alone.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1)
    const payload = ece
      .decrypt(received[0]!, { version: 'aes128gcm', privateKey: browserKey, authSecret: auth })
      .toString('utf8')
    expect(JSON.parse(payload)).toEqual({ title: `${name} is live`, link: '/dashboard', unread: 1 })

    // Delivered to the app's service worker, it is shown with its link.
    await switchTo(page, founder)
    const origin = new URL(baseURL!).origin
    await deliverPush(page, origin, payload)
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({ title: `${name} is live`, link: `${origin}/dashboard` })
  } finally {
    await new Promise((resolve) => service.close(resolve))
  }
})
