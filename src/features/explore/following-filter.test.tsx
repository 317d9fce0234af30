import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp, TEST_API } from '@/test/render-app'
import { ExploreList } from './explore-list'

const startup = (id: string, name: string) => ({
  _id: id,
  name,
  slogan: `${name} slogan`,
  fundsRequired: 100_000,
  fundsRecieved: 10_000,
  stocks: 5,
  founded: '2020-01-01',
  domain: ['IT'],
})
const ALL = [startup('a', 'Alpha Atta'), startup('b', 'Beta Bajra')]
let record: Record<string, unknown> = {}
const server = setupServer(
  // A base-contract explore: every startup in one answer.
  http.get(`${TEST_API}/startups/explore`, () => HttpResponse.json({ message: ALL })),
  http.get(`${TEST_API}/startups/data/:id`, ({ params }) =>
    HttpResponse.json({ data: ALL.filter((s) => s._id === params.id) }),
  ),
  http.get(`${TEST_API}/users/getuser/:uid`, () => HttpResponse.json(record)),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe("explore's 'Following' view", () => {
  it('shows only the startups the investor follows, where the server keeps follows', async () => {
    record = { exists: true, role: 'investor', following: ['b'] }
    renderApp(
      <ExploreList uid="u1" search={{ following: true }} onSearchChange={() => undefined} />,
    )
    expect(await screen.findByText('1 startup you follow')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Beta Bajra' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Alpha Atta' })).not.toBeInTheDocument()
  })

  it('a shared ?following=true on a server without follows lists every startup', async () => {
    record = { exists: true, role: 'investor' }
    renderApp(
      <ExploreList uid="u1" search={{ following: true }} onSearchChange={() => undefined} />,
    )
    expect(await screen.findByRole('link', { name: 'Alpha Atta' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Beta Bajra' })).toBeInTheDocument()
  })
})
