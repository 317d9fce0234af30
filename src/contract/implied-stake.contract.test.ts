import { describe, expect, it } from 'vitest'
import { historyResponseSchema } from '@/domain/payment'
import { call, type Caller } from './calls'
import { expectShape } from './expect-answer'
import { investIn, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * The raise's terms in the history, an optional extension: each record's `startupData` carries
 * the startup's `fundsRequired` and `stocks`, fixed once anyone has invested, from which the
 * receipt and the statement say the stake the amount bought.
 */

const history = async (caller: Caller) =>
  expectShape(
    await call('GET', `payments/history/${caller.uid}`, { token: caller.token }),
    historyResponseSchema,
  ).data

const suite = forStartupExtension("the raise's terms in the history", 'Stake Sutra', async () => {
  const { investor } = await investIn(suite.target, suite.startupId, 'stake-probe', 100)
  const [record] = await history(investor)
  return Boolean(record && 'fundsRequired' in record.startupData)
})

describe("the raise's terms in the history (optional extension)", () => {
  it("says the startup's own terms to the investor and to the founder", async () => {
    const { investor, paymentId } = await investIn(suite.target, suite.startupId, 'stake', 2_000)
    const { fundsRequired, stocks } = await startupData(suite.startupId)
    const mine = (await history(investor)).find((r) => r.paymentData._id === paymentId)!
    expect(mine.startupData).toMatchObject({ fundsRequired, stocks })
    const theirs = (await history(suite.founder)).find((r) => r.paymentData._id === paymentId)!
    expect(theirs.startupData).toMatchObject({ fundsRequired, stocks })
  })
})
