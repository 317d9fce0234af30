import { describe, expect, it } from 'vitest'
import { tokenFor } from '@/contract/kit/tokens'
import { formOf, startupForm } from '@/contract/kit/forms'
import { setupTestBackend } from '../test/harness'

/**
 * Every protected route × every kind of caller: no token, an expired token, a forged token,
 * another user's valid token, and the right token.
 */
const t = setupTestBackend()
const OWNER = 'matrix-owner'
const FOUNDER = 'matrix-founder'

type Make = (token: string | undefined) => ReturnType<typeof t.call>
const routes: [string, string, Make][] = [
  ['GET users/getuser/{uid}', OWNER, (token) => t.call(`users/getuser/${OWNER}`, { token })],
  [
    'POST users/adduser',
    'matrix-new',
    (token) =>
      t.call('users/adduser', {
        method: 'POST',
        token,
        json: {
          useruid: 'matrix-new',
          email: 'matrix-new@example.com',
          name: 'New',
          role: 'investor',
          photoUrl: '',
        },
      }),
  ],
  [
    'POST users/acknowledgerisk',
    OWNER,
    (token) => t.call('users/acknowledgerisk', { method: 'POST', token, json: { useruid: OWNER } }),
  ],
  [
    'GET startups/isactive/{uid}',
    FOUNDER,
    (token) => t.call(`startups/isactive/${FOUNDER}`, { token }),
  ],
  [
    'POST startups/create',
    FOUNDER,
    (token) => t.call('startups/create', { method: 'POST', token, form: startupForm(FOUNDER) }),
  ],
  ['GET payments/history/{uid}', OWNER, (token) => t.call(`payments/history/${OWNER}`, { token })],
  [
    'POST payments/getotp',
    OWNER,
    (token) =>
      t.call('payments/getotp', {
        method: 'POST',
        token,
        json: { useruid: OWNER, amount: 10, startupid: 'dhun-box' },
      }),
  ],
  [
    'POST payments/cancel',
    OWNER,
    (token) =>
      t.call('payments/cancel', {
        method: 'POST',
        token,
        json: { useruid: OWNER, paymentid: 'no-such-payment' },
      }),
  ],
  ['GET users/feed/{uid}', OWNER, (token) => t.call(`users/feed/${OWNER}`, { token })],
  ...(
    [
      ['users/follow', OWNER, { startupid: 'dhun-box', follow: true }],
      ['startups/ask', OWNER, { startupid: 'dhun-box', question: 'How big is the team today?' }],
      ['startups/postupdate', FOUNDER, { startupid: 'no-such', title: 'T', body: 'B' }],
      ['startups/answer', FOUNDER, { questionid: 'no-such', answer: 'A' }],
      ['startups/hidequestion', FOUNDER, { questionid: 'no-such' }],
    ] as const
  ).map(([path, owner, json]): [string, string, Make] => [
    `POST ${path}`,
    owner,
    (token) => t.call(path, { method: 'POST', token, json: { useruid: owner, ...json } }),
  ]),
  [
    'POST startups/edit',
    FOUNDER,
    (token) => {
      const form = formOf({
        useruid: FOUNDER,
        startupid: 'no-such',
        slogan: 'S',
        description: 'D',
        websiteLink: '',
      })
      return t.call('startups/edit', { method: 'POST', token, form })
    },
  ],
  [
    'POST payments/verifypayment',
    OWNER,
    (token) =>
      t.call('payments/verifypayment', {
        method: 'POST',
        token,
        json: { useruid: OWNER, otp: '000000' },
      }),
  ],
]

const cases: [
  string,
  (owner: string) => Promise<string | undefined>,
  (status: number) => boolean,
][] = [
  ['no token', async () => undefined, (s) => s === 401],
  [
    'an expired token',
    (owner) => tokenFor(owner, Date.now() - 7_200_000, 3_600_000),
    (s) => s === 401,
  ],
  [
    'a forged token',
    async (owner) => `${(await tokenFor(owner)).split('.')[0]}.${'x'.repeat(43)}`,
    (s) => s === 401,
  ],
  ["another user's token", () => tokenFor('matrix-stranger'), (s) => s === 403],
  // The right caller gets past the guard: any answer but 401/403 (a wrong OTP is a 400).
  ['the right token', (owner) => tokenFor(owner), (s) => s !== 401 && s !== 403 && s < 500],
]

describe('authorization matrix', () => {
  it('has its users', async () => {
    await t.addUser(OWNER, 'investor')
    await t.addUser(FOUNDER, 'startup')
  })
  for (const [route, owner, make] of routes) {
    for (const [label, token, expected] of cases) {
      it(`${route} with ${label}`, async () => {
        const answer = await make(await token(owner))
        expect(
          expected(answer.status),
          `${route} with ${label} answered ${answer.status}: ${JSON.stringify(answer.data)}`,
        ).toBe(true)
      })
    }
  }

  it('never answers another user’s uid, and founders see only name, e-mail, photo and amount', async () => {
    const explore = await t.call('startups/explore')
    expect(JSON.stringify(explore.data)).not.toMatch(/seed-founder|ownerUid|useruid/)
    const history = await t.call('payments/history/seed-founder-06', { uid: 'seed-founder-06' })
    for (const record of history.data.data) {
      expect(Object.keys(record.userData).sort()).toEqual(['email', 'name', 'photoUrl'])
      expect(Object.keys(record.paymentData).sort()).toEqual([
        '_id',
        'amount',
        'cancellableUntil',
        'cancelledAt',
        'createdAt',
        'refundRef',
        'refundedAt',
      ])
    }
  })
})
