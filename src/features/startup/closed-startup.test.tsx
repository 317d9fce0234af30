import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp, TEST_API } from '@/test/render-app'
import { StartupDetail } from './startup-detail'
import { closingDay } from '@/domain/startup-fields'

const day = (offset: number) => closingDay(Date.now() + offset * 86_400_000)
const startup = (closesOn: string | null) => ({
  _id: 's1',
  name: 'Monsoon Mangoes',
  slogan: 'Mangoes all year',
  fundsRequired: 400_000,
  fundsRecieved: 100_000,
  stocks: 8,
  founded: '2020-06-01',
  domain: ['Agriculture'],
  closesOn,
})
let answer = startup(null)
const server = setupServer(
  http.get(`${TEST_API}/startups/data/:id`, () => HttpResponse.json({ data: [answer] })),
  // A base-contract server: the user's record only, no page views.
  http.get(`${TEST_API}/users/getuser/:uid`, () =>
    HttpResponse.json({ exists: true, role: 'investor' }),
  ),
  http.post(`${TEST_API}/startups/view`, () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'No route' } }, { status: 404 }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('a startup page and its closing date', () => {
  it('says how long is left and offers to invest while the raise is open', async () => {
    answer = startup(day(5))
    renderApp(<StartupDetail id="s1" uid="u1" />)
    expect((await screen.findAllByText(/5 days left/)).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Invest Now' })).toBeInTheDocument()
    // ₹4,00,000 for 8% → ₹50,00,000.
    expect(screen.getByText('₹50,00,000')).toBeInTheDocument()
  })

  it('says it has closed and offers no investment after the closing day', async () => {
    answer = startup(day(-1))
    renderApp(<StartupDetail id="s1" uid="u1" />)
    expect(
      await screen.findByText(/This raise closed on .* It takes no more investments\./),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Invest Now' })).not.toBeInTheDocument()
  })
})
