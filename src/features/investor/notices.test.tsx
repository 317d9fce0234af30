import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderApp, TEST_API } from '@/test/render-app'
import { Notices } from './notices'
import { closingDay } from '@/domain/startup-fields'

const DAY = 86_400_000
const day = (offset: number) => closingDay(Date.now() + offset * DAY)
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
const startup = (id: string, name: string, closesOn: string | null) => ({
  _id: id,
  name,
  slogan: '',
  fundsRequired: 100_000,
  fundsRecieved: 0,
  stocks: 5,
  founded: '2020-01-01',
  domain: ['IT'],
  closesOn,
})
const STARTUPS: Record<string, ReturnType<typeof startup>> = {
  soon: startup('soon', 'Soon Sarees', day(2)),
  later: startup('later', 'Later Lassi', day(10)),
}
const update = (id: string, title: string, daysAgo: number) => ({
  update: { _id: id, startupid: 'later', title, body: 'News', createdAt: ago(daysAgo) },
  startup: { _id: 'later', name: 'Later Lassi', logo: '' },
})
const server = setupServer(
  http.get(`${TEST_API}/users/getuser/:uid`, () =>
    HttpResponse.json({ exists: true, role: 'investor', following: ['soon', 'later'] }),
  ),
  http.get(`${TEST_API}/startups/data/:id`, ({ params }) =>
    HttpResponse.json({ data: [STARTUPS[params.id as string]] }),
  ),
  http.get(`${TEST_API}/users/feed/:uid`, () =>
    HttpResponse.json({ data: [update('new', 'A new kitchen', 1), update('old', 'Old news', 10)] }),
  ),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('notices on the investor dashboard', () => {
  it('a followed startup three days or less from closing, and the last week’s updates until read', async () => {
    renderApp(<Notices uid="investor-1" />)
    expect(await screen.findByText('Soon Sarees closes soon: 2 days left.')).toBeInTheDocument()
    expect(screen.queryByText(/Later Lassi closes soon/)).not.toBeInTheDocument()
    expect(
      await screen.findByText('Later Lassi posted an update: A new kitchen'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Old news/)).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Mark updates as read' }))
    expect(screen.queryByText(/posted an update/)).not.toBeInTheDocument()
    expect(screen.getByText('Soon Sarees closes soon: 2 days left.')).toBeInTheDocument()
  })
})
