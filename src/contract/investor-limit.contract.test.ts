import { describe, expect, it } from 'vitest'
import { INVESTORS_PER_YEAR } from '@/domain/investing'
import { postAs, type Caller } from './calls'
import { expectClientError, expectStatus } from './expect-answer'
import { investIn, newUser, startupData } from './people'
import { forStartupExtension } from './target'

/**
 * The investor limit, an optional extension: a startup takes payments from at most 200 distinct
 * investors in a financial year (1 April to 31 March, India's time). The 201st is refused with
 * 409 `investor_limit` before any code is sent; an investor already in may add to their
 * investment; a cancelled payment frees its place only when its investor has no other payment
 * standing that year. A startup's own answer says how many places are taken
 * (`investorsThisYear`). (The year's turn needs a clock the suite cannot move: the backends'
 * own tests check it; so does the race for the last place, on PostgreSQL.)
 */

const suite = forStartupExtension('investor limit', 'Crowded Chai', 'investorsThisYear')

const taken = async () => (await startupData(suite.startupId)).investorsThisYear

/** `count` new investors of ₹1 each, 16 at a time (each one's code e-mailed and read). */
async function fill(count: number, label: string) {
  const paid: Array<{ investor: Caller; paymentId: string }> = []
  for (let first = 0; first < count; first += 16) {
    const batch = Array.from({ length: Math.min(16, count - first) }, (_, i) =>
      investIn(suite.target, suite.startupId, `${label}-${first + i}`, 1),
    )
    paid.push(...(await Promise.all(batch)))
  }
  return paid
}

const askForCode = (investor: Caller) =>
  postAs(investor, 'payments/getotp', { amount: 1, startupid: suite.startupId })

describe('investor limit (optional extension)', () => {
  it(
    'takes 200 investors in a year, counts each once, refuses the 201st before any code, lets those in add to theirs, and frees a place only when its investor has nothing left standing',
    async () => {
      expect(await taken()).toBe(0)
      const [first, second, ...rest] = await fill(INVESTORS_PER_YEAR, 'place')
      expect(rest).toHaveLength(INVESTORS_PER_YEAR - 2)
      expect(await taken()).toBe(INVESTORS_PER_YEAR)

      // The 201st: refused in plain words, and no code goes out.
      const late = await newUser('place-late', 'investor')
      const sent = suite.target.sent()
      const refused = await askForCode(late)
      expectClientError(refused, 409)
      expect(refused.body.error).toMatchObject({
        code: 'investor_limit',
        message: 'This raise has reached the 200 investors the law allows this year',
      })
      expect(suite.target.sent()).toBe(sent)

      // One already in adds to their investment: still 200 places.
      const added = await investIn(suite.target, suite.startupId, 'place-0', 5, first!.investor)
      expect(await taken()).toBe(INVESTORS_PER_YEAR)

      // Cancelling one of their two payments frees nothing; cancelling someone's only one does.
      const cancel = (paid: { investor: Caller; paymentId: string }) =>
        postAs(paid.investor, 'payments/cancel', { paymentid: paid.paymentId })
      // (Cancelling is the cooling-off extension, which a server with this one has.)
      expectStatus(await cancel(added), 200)
      expect(await taken()).toBe(INVESTORS_PER_YEAR)
      expectClientError(await askForCode(late), 409)
      expectStatus(await cancel(second!), 200)
      expect(await taken()).toBe(INVESTORS_PER_YEAR - 1)
      await investIn(suite.target, suite.startupId, 'place-late', 1, late)
      expect(await taken()).toBe(INVESTORS_PER_YEAR)
    },
    // 200 investors, each signed up, their risks acknowledged, a code e-mailed and verified:
    // 8 s a server alone here (PGlite, PostgreSQL); about 60 s each beside the demo e2e with a
    // core taken.
    120_000,
  )
})
