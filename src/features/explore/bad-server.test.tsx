import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { StartupDetail } from '@/features/startup/startup-detail'
import { renderApp, TEST_API } from '@/test/render-app'
import { ExploreList } from './explore-list'

/** A server that misbehaves in each way a real one can; the screens must say so and recover. */
const startup = {
  _id: 's1',
  name: 'Sturdy Startup',
  slogan: 'Still here',
  fundsRequired: 100,
  fundsRecieved: 10,
  domain: ['IT'],
}
const server = setupServer(
  http.get(`${TEST_API}/startups/explore`, () => HttpResponse.json({ message: [startup] })),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const explore = () =>
  renderApp(<ExploreList search={{}} onSearchChange={() => undefined} />, { timeoutMs: 300 })

async function expectRecoveryAfter(message: RegExp) {
  expect(await screen.findByText("We couldn't load the startups.")).toBeInTheDocument()
  expect(screen.getByText(message)).toBeInTheDocument()
  server.resetHandlers()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Sturdy Startup')).toBeInTheDocument()
}

describe('against a bad server', () => {
  it('a 500 says so and retries', async () => {
    server.use(
      http.get(`${TEST_API}/startups/explore`, () => new HttpResponse('oops', { status: 500 })),
    )
    explore()
    await expectRecoveryAfter(/Something went wrong on the server/)
  })

  it('malformed JSON says the answer could not be read', async () => {
    server.use(
      http.get(
        `${TEST_API}/startups/explore`,
        () => new HttpResponse('{"message": [', { status: 200 }),
      ),
    )
    explore()
    await expectRecoveryAfter(/could not read/)
  })

  it('an answer of the wrong shape is not shown as data', async () => {
    server.use(
      http.get(`${TEST_API}/startups/explore`, () => HttpResponse.json({ startups: 'nope' })),
    )
    explore()
    await expectRecoveryAfter(/could not read/)
  })

  it('a server that never answers times out instead of spinning forever', async () => {
    server.use(
      http.get(`${TEST_API}/startups/explore`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    explore()
    expect(await screen.findByRole('status', { name: 'Loading startups' })).toBeInTheDocument()
    await expectRecoveryAfter(/took too long/)
  })

  it('a dropped connection says the server cannot be reached', async () => {
    server.use(http.get(`${TEST_API}/startups/explore`, () => HttpResponse.error()))
    explore()
    await expectRecoveryAfter(/can't be reached/)
  })

  it('a slow answer shows the skeleton, then the data', async () => {
    server.use(
      http.get(`${TEST_API}/startups/explore`, async () => {
        await delay(150)
        return HttpResponse.json({ message: [startup] })
      }),
    )
    explore()
    expect(await screen.findByRole('status', { name: 'Loading startups' })).toBeInTheDocument()
    expect(await screen.findByText('Sturdy Startup')).toBeInTheDocument()
  })

  it('a failing startup page offers a retry, not a blank screen', async () => {
    let calls = 0
    server.use(
      http.get(`${TEST_API}/startups/data/:id`, () => {
        calls += 1
        return calls === 1
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ data: [startup] })
      }),
    )
    renderApp(<StartupDetail id="s1" uid="u1" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sturdy Startup' }),
    ).toBeInTheDocument()
  })
})
