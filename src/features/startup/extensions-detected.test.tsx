import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renderApp, TEST_API } from '@/test/render-app'
import { StartupDetail } from './startup-detail'

/**
 * The startup page shows updates, questions and 'Follow' only where the server has them, as
 * its answers tell; against a base-contract server it is the page it was before them.
 */
const base = {
  _id: 's1',
  name: 'Monsoon Mangoes',
  slogan: 'Mangoes all year',
  description: 'Fresh **mangoes**.',
  fundsRequired: 400_000,
  fundsRecieved: 100_000,
  stocks: 8,
  founded: '2020-06-01',
  domain: ['Agriculture'],
}
const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString()
let startup: Record<string, unknown> = base
let record: Record<string, unknown> = { exists: true, role: 'investor' }
/** How many follow, or null where the server has no such call (a 404). */
let followers: number | null = null
const followersAsked: string[] = []
const views: string[] = []
const server = setupServer(
  http.get(`${TEST_API}/startups/data/:id`, () => HttpResponse.json({ data: [startup] })),
  http.get(`${TEST_API}/users/getuser/:uid`, () => HttpResponse.json(record)),
  http.get(`${TEST_API}/startups/followers/:id`, ({ params }) => {
    followersAsked.push(String(params.id))
    return followers === null
      ? HttpResponse.json({ error: { code: 'not_found', message: 'No route' } }, { status: 404 })
      : HttpResponse.json({ followers })
  }),
  http.post(`${TEST_API}/startups/view`, async ({ request }) => {
    views.push(((await request.json()) as { startupid: string }).startupid)
    return new HttpResponse(null, { status: 204 })
  }),
  http.get(`${TEST_API}/startups/updates/:id`, () =>
    HttpResponse.json({
      data: [
        {
          _id: 'u1',
          startupid: 's1',
          title: 'The first harvest',
          body: '<img src=x onerror="alert(1)"> **Ripe** at last',
          createdAt: threeDaysAgo,
        },
      ],
    }),
  ),
  http.get(`${TEST_API}/startups/questions/:id`, () =>
    HttpResponse.json({
      data: [
        {
          _id: 'q1',
          startupid: 's1',
          question: 'Which varieties do you grow?',
          askedBy: 'Asha',
          askedAt: threeDaysAgo,
          answer: 'Alphonso and Kesar.',
          answeredAt: threeDaysAgo,
        },
      ],
    }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the extensions on a startup page', () => {
  it('a base-contract server: no updates, questions, follow or "Updated" line', async () => {
    startup = base
    record = { exists: true, role: 'investor' }
    followers = null
    renderApp(<StartupDetail id="s1" uid="u1" />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon Mangoes' })).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Invest Now' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Updates' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Questions and answers' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Updated|No updates yet/)).not.toBeInTheDocument()
    const facts = within(screen.getByLabelText('Startup facts'))
    expect(facts.getByText('Stocks offered')).toBeInTheDocument()
    // Asked once (a 404 is not retried), and no count shown.
    await waitFor(() => expect(followersAsked).toEqual(['s1']))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(followersAsked).toEqual(['s1'])
    expect(facts.queryByText('Followers')).not.toBeInTheDocument()
  })

  it('a server with them: the update (as safe markdown), the answer marked Founder, Follow', async () => {
    startup = { ...base, _id: 's2', lastUpdateAt: threeDaysAgo, questions: 1, editedAt: null }
    record = { exists: true, role: 'investor', following: [] }
    followers = 3
    renderApp(<StartupDetail id="s2" uid="u1" />)
    expect(await screen.findByText('Updated 3 days ago')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'The first harvest' })).toBeInTheDocument()
    expect(screen.getByText('Ripe').tagName).toBe('STRONG')
    expect(document.querySelector('img[src="x"]')).toBeNull()
    const questions = within(screen.getByRole('region', { name: 'Questions and answers' }))
    expect(await questions.findByText('Alphonso and Kesar.')).toBeInTheDocument()
    expect(questions.getByText('Founder', { exact: true })).toBeInTheDocument()
    expect(questions.getByLabelText('Your question')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // How many follow, among the startup's facts.
    const facts = within(screen.getByLabelText('Startup facts'))
    expect((await facts.findByText('Followers')).nextElementSibling).toHaveTextContent('3')
    // The visit counted once for the founder's analytics.
    expect(views).toContain('s2')
  })
})
