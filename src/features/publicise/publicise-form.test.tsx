import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp, TEST_API } from '@/test/render-app'
import { PubliciseForm } from './publicise-form'

/** The optional 'Closing date' field follows what the server's startups say about themselves. */
const startup = (extra: Record<string, unknown>) => ({
  _id: 's1',
  name: 'Some Startup',
  fundsRequired: 100_000,
  fundsRecieved: 0,
  ...extra,
})
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const founder = { uid: 'f1', email: 'f1@example.com', displayName: 'Founder', photoURL: '' }

describe('the closing date field', () => {
  it('is offered when the server keeps closing dates', async () => {
    server.use(
      http.get(`${TEST_API}/startups/explore`, () =>
        HttpResponse.json({ message: [startup({ closesOn: null })], next: null, total: 1 }),
      ),
    )
    renderApp(<PubliciseForm user={founder} />)
    expect(await screen.findByLabelText('Closing date')).toBeInTheDocument()
  })

  it('is not offered by a server with the base contract only', async () => {
    let asked = false
    server.use(
      http.get(`${TEST_API}/startups/explore`, () => {
        asked = true
        return HttpResponse.json({ message: [startup({})] })
      }),
    )
    renderApp(<PubliciseForm user={founder} />)
    await screen.findByLabelText('Startup name')
    await expect.poll(() => asked).toBe(true)
    // The answer has been read: still no closing date.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByLabelText('Closing date')).not.toBeInTheDocument()
  })
})
