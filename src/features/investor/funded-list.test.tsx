import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fundingRecord } from '@/test/fundings'
import { renderApp, TEST_API } from '@/test/render-app'
import { FundedList } from './funded-list'

let records: ReturnType<typeof fundingRecord>[]
let cancels: unknown[]
const server = setupServer(
  http.get(`${TEST_API}/payments/history/:uid`, () => HttpResponse.json({ data: records })),
  http.post(`${TEST_API}/payments/cancel`, async ({ request }) => {
    const body = (await request.json()) as { paymentid: string }
    cancels.push(body)
    const record = records.find((r) => r.paymentData._id === body.paymentid)!
    const cancelledAt = new Date().toISOString()
    records = records.map((r) =>
      r === record ? { ...r, paymentData: { ...r.paymentData, cancelledAt } } : r,
    ) as typeof records
    return HttpResponse.json({
      data: { ...record.paymentData, startupid: record.startupData._id, cancelledAt },
    })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => {
  cancels = []
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('Funded and the cooling-off window', () => {
  it('against a base-contract server offers no cancelling: every investment is confirmed', async () => {
    records = [fundingRecord('a', 'Startup a', 500, 1, { coolingOff: false })]
    renderApp(<FundedList uid="u1" />)
    const row = await screen.findByRole('listitem')
    expect(within(row).getByText('Confirmed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel investment' })).toBeNull()
  })

  it('offers cancelling for 48 hours, confirms naming amount and startup, then marks it', async () => {
    records = [
      fundingRecord('new', 'Startup new', 3000, 2),
      fundingRecord('old', 'Startup old', 700, 50),
    ]
    const user = userEvent.setup()
    renderApp(<FundedList uid="u1" />)
    const [fresh, old] = await screen.findAllByRole('listitem')
    expect(within(old!).getByText('Confirmed')).toBeInTheDocument()
    expect(within(old!).queryByRole('button', { name: 'Cancel investment' })).toBeNull()
    expect(within(fresh!).getByText(/^Cancellable until /)).toBeInTheDocument()
    expect(screen.getByText(/Total invested/)).toHaveTextContent('₹3,700')

    await user.click(within(fresh!).getByRole('button', { name: 'Cancel investment' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this investment?' })
    expect(confirm).toHaveTextContent('Cancel your investment of ₹3,000 in Startup new?')
    // When and how the money comes back, before anything is done.
    expect(confirm).toHaveTextContent(
      'The ₹3,000 goes back the way you paid it within 7 working days.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(cancels).toEqual([])

    await user.click(within(fresh!).getByRole('button', { name: 'Cancel investment' }))
    const again = await screen.findByRole('alertdialog', { name: 'Cancel this investment?' })
    await user.click(within(again).getByRole('button', { name: 'Cancel investment' }))
    expect(await within(fresh!).findByText('Cancelled')).toBeInTheDocument()
    // Marked, with when it was cancelled.
    expect(within(fresh!).getByText(/^on \d{1,2} \w{3} \d{4}, /)).toBeInTheDocument()
    expect(cancels).toEqual([{ useruid: 'u1', paymentid: 'new' }])
    expect(screen.getByText(/Total invested/)).toHaveTextContent('₹700')
  })
})

describe('Funded and logo sizes', () => {
  it("gives each row's logo the copies the server keeps, for the 40 pixels it is shown at", async () => {
    const sized = fundingRecord('s', 'Sized Startup', 900, 60)
    const plain = fundingRecord('p', 'Plain Startup', 400, 70)
    records = [
      {
        ...sized,
        startupData: {
          ...sized.startupData,
          logo: `${TEST_API}/files/logo-s`,
          logoWidths: [64, 128, 256],
        },
      },
      // A server without logo sizes: the logo's own address only.
      { ...plain, startupData: { ...plain.startupData, logo: `${TEST_API}/files/logo-p` } },
    ] as typeof records
    const { container } = renderApp(<FundedList uid="u1" />)
    await screen.findAllByRole('listitem')
    const [withSizes, without] = [...container.querySelectorAll('img')]
    expect(withSizes!.getAttribute('srcset')).toBe(
      `${TEST_API}/files/logo-s?w=64 64w, ${TEST_API}/files/logo-s?w=128 128w, ${TEST_API}/files/logo-s?w=256 256w`,
    )
    expect(withSizes!.getAttribute('sizes')).toBe('40px')
    expect(without!.getAttribute('src')).toBe(`${TEST_API}/files/logo-p`)
    expect(without!.hasAttribute('srcset')).toBe(false)
  })
})
