import { describe, expect, it } from 'vitest'
import { historyResponseSchema } from '@/domain/payment'
import { startupDataResponseSchema } from '@/domain/startup'
import { closingDay } from '@/domain/startup-fields'
import { startupForm } from './kit/forms'
import { call } from './calls'
import { expectClientError, expectShape, expectStatus } from './expect-answer'
import { investIn, listed, newUser } from './people'
import { forExtension } from './target'

/**
 * The close, an optional extension: `raiseKind` ('all_or_nothing', the default, or 'keep') in
 * the creation payload and on every startup; `outcome` and `decidedAt` on every startup (null
 * until its closing date ends); `refundedAt` and `refundRef` on every history record (null while
 * the payment stands); POST payments/cancel of a refunded payment is a 409 `already_refunded`.
 * (The decision itself needs a clock the suite cannot move: the backends' own tests run it, the
 * demo's in mocks/handlers/closes.test.ts, the server's on PostgreSQL with two processes and a
 * kill -9.)
 */

/** The date `offset` days from today in India, the day closing dates are counted from. */
const day = (offset: number) => closingDay(Date.now() + offset * 86_400_000)

async function publish(label: string, fields: Record<string, string> = {}) {
  const caller = await newUser(label, 'startup')
  const name = `Close Co ${caller.uid.slice(-6)}`
  const answer = await call('POST', 'startups/create', {
    token: caller.token,
    form: startupForm(caller.uid, { name, closesOn: day(30), ...fields }),
  })
  const id = answer.status === 201 || answer.status === 200 ? await listed(answer.body) : undefined
  return { caller, name, answer, id }
}

const startup = async (id: string) =>
  expectShape(await call('GET', `startups/data/${id}`), startupDataResponseSchema).data[0]!

const suite = forExtension('the close', async () => {
  const { answer, id } = await publish('close-probe')
  expectStatus(answer, 200, 201)
  return 'raiseKind' in (await startup(id!))
})

describe('the close (optional extension)', () => {
  it('publishes all or nothing unless the founder keeps what they raise, undecided until the close', async () => {
    const unsaid = await publish('close-unsaid')
    const all = await publish('close-all', { raiseKind: 'all_or_nothing' })
    const keep = await publish('close-keep', { raiseKind: 'keep' })
    for (const { answer } of [unsaid, all, keep]) expectStatus(answer, 200, 201)
    expect(await startup(unsaid.id!)).toMatchObject({
      raiseKind: 'all_or_nothing',
      outcome: null,
      decidedAt: null,
    })
    expect((await startup(all.id!)).raiseKind).toBe('all_or_nothing')
    expect((await startup(keep.id!)).raiseKind).toBe('keep')
  })

  it('refuses a kind of raise it does not know, with a 4xx that names the field', async () => {
    const { answer } = await publish('close-odd', { raiseKind: 'half-and-half' })
    expectClientError(answer, 422)
    expect(answer.body.error.field).toBe('raiseKind')
  })

  it('answers every payment of a raise not decided as standing: no refund yet', async () => {
    const { id } = await publish('close-paid')
    const { investor } = await investIn(suite.target, id!, 'close-paid-investor', 1_500)
    const [record] = expectShape(
      await call('GET', `payments/history/${investor.uid}`, { token: investor.token }),
      historyResponseSchema,
    ).data
    expect(record!.paymentData).toMatchObject({ refundedAt: null, refundRef: null })
    expect(record!.startupData.outcome).toBeNull()
  })
})
