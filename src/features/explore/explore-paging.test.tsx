import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestBackend } from '@mocks/node'
import { useState } from 'react'
import type { ExploreSearch } from '@/domain/explore'
import { renderApp, TEST_API } from '@/test/render-app'
import { ExploreList } from './explore-list'
import type * as StartupCardModule from './startup-card'

/** Every render of a startup card, counted (the card itself is the real one). */
const cardRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./startup-card', async (importOriginal) => {
  const real = await importOriginal<typeof StartupCardModule>()
  return {
    ...real,
    StartupCard: (props: Parameters<typeof real.StartupCard>[0]) => {
      cardRenders.count += 1
      return real.StartupCard(props)
    },
  }
})

/**
 * Explore against the demo backend's real handlers: 14 seed startups and 26 generated ones, so
 * the paged form has two pages of 24 and 16.
 */
const { server, backend } = createTestBackend({ extraStartups: 26 })
const requests: URL[] = []
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/startups/explore')) requests.push(url)
})
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  await backend.ready()
})
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

function Explore() {
  const [search, setSearch] = useState<ExploreSearch>({})
  return <ExploreList search={search} onSearchChange={setSearch} />
}

const cards = () => within(screen.getByRole('list', { name: 'Startups' })).getAllByRole('listitem')

describe('explore against a server that pages', () => {
  it('asks for one page, then the next, and tells how many there are', async () => {
    renderApp(<Explore />)
    expect(await screen.findByText('40 startups')).toBeInTheDocument()
    // The first screenful first, then the rest of the page.
    await waitFor(() => expect(cards()).toHaveLength(24))
    // This server keeps closing dates (its startups say closesOn): 'Closing soon' is offered.
    expect(screen.getByRole('option', { name: 'Closing soon', hidden: true })).toBeInTheDocument()
    expect(requests.at(-1)?.searchParams.get('limit')).toBe('24')
    expect(requests.at(-1)?.searchParams.has('cursor')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Show more startups' }))
    await waitFor(() => expect(cards()).toHaveLength(40))
    expect(requests.at(-1)?.searchParams.get('cursor')).toBeTruthy()
    // The last page: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more startups' })).not.toBeInTheDocument()
  }, 20_000)

  it('a change to the search renders no card again until the typing pauses', async () => {
    renderApp(<Explore />)
    await waitFor(() => expect(cards()).toHaveLength(24))
    cardRenders.count = 0
    // One change, handled and rendered synchronously: the pause (a timer) cannot have ended.
    fireEvent.change(screen.getByLabelText('Search startups'), { target: { value: 'krishisense' } })
    expect(screen.getByLabelText('Search startups')).toHaveValue('krishisense')
    expect(cardRenders.count).toBe(0)
    // Once it ends, the list is the search's.
    expect(await screen.findByText('1 startup')).toBeInTheDocument()
    expect(cardRenders.count).toBeGreaterThan(0)
  }, 20_000)

  it('asks the server for a search once typing pauses, and shows its answer', async () => {
    renderApp(<Explore />)
    await screen.findByText('40 startups')
    await waitFor(() => expect(cards()).toHaveLength(24))
    await userEvent.type(screen.getByLabelText('Search startups'), 'krishisense')
    expect(await screen.findByText('1 startup')).toBeInTheDocument()
    expect(cards()).toHaveLength(1)
    expect(within(cards()[0]!).getByText('KrishiSense')).toBeInTheDocument()
    // One request for the words typed, not one a key.
    const searches = requests.filter((url) => url.searchParams.has('q'))
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['krishisense'])
  }, 20_000)
})

describe('explore against a server with the base contract only', () => {
  it('takes every startup from one answer and makes each view on the device', async () => {
    const answer = await (await fetch(`${TEST_API}/startups/explore`)).json()
    // The base contract knows no closing dates.
    const everything = {
      message: (answer.message as Record<string, unknown>[]).map(
        ({ closesOn: _closesOn, ...startup }) => startup,
      ),
    }
    requests.length = 0
    // A base-contract server: whatever the parameters, every startup.
    server.use(http.get(`${TEST_API}/startups/explore`, () => HttpResponse.json(everything)))
    renderApp(<Explore />)
    expect(await screen.findByText('40 startups')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show more startups' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('option', { name: 'Closing soon', hidden: true }),
    ).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Search startups'), 'krishisense')
    expect(await screen.findByText('1 startup')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name')
    await userEvent.clear(screen.getByLabelText('Search startups'))
    await waitFor(() => expect(cards()).toHaveLength(40))
    // Sorted by name on the device, from the one answer.
    const names = (everything.message as { name: string }[])
      .map((s) => s.name)
      .sort((a, b) => a.localeCompare(b))
    expect(within(cards()[0]!).getByText(names[0]!)).toBeInTheDocument()
    expect(within(cards().at(-1)!).getByText(names.at(-1)!)).toBeInTheDocument()
    expect(requests).toHaveLength(1)
  }, 20_000)
})
