import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderApp, TEST_API } from '@/test/render-app'
import { StartupDetail } from './startup-detail'

/**
 * Asking a question: the field empties once the question is taken, but only of what was sent.
 * What the investor types while it is on its way is theirs, and stays.
 */
const asked: string[] = []
/** The ask the server holds until the test lets it through. */
let held: (() => void) | undefined
/** Lets the held ask through, once the server has one. */
async function releaseAsk() {
  await waitFor(() => expect(held).toBeDefined())
  held!()
  held = undefined
}
const askedQuestion = (i: number) => ({
  _id: `q${i}`,
  startupid: 's1',
  question: asked[i]!,
  askedBy: 'Asha',
  askedAt: new Date().toISOString(),
  answer: null,
  answeredAt: null,
})
const server = setupServer(
  http.get(`${TEST_API}/startups/data/:id`, () =>
    HttpResponse.json({
      data: [
        {
          _id: 's1',
          name: 'Monsoon Mangoes',
          slogan: 'Mangoes all year',
          description: 'Fresh mangoes.',
          fundsRequired: 400_000,
          fundsRecieved: 100_000,
          stocks: 8,
          founded: '2020-06-01',
          domain: ['Agriculture'],
          questions: asked.length,
        },
      ],
    }),
  ),
  http.get(`${TEST_API}/users/getuser/:uid`, () =>
    HttpResponse.json({ exists: true, role: 'investor' }),
  ),
  http.get(`${TEST_API}/startups/updates/:id`, () => HttpResponse.json({ data: [] })),
  http.get(`${TEST_API}/startups/questions/:id`, () =>
    HttpResponse.json({ data: asked.map((_, i) => askedQuestion(i)) }),
  ),
  http.post(`${TEST_API}/startups/ask`, async ({ request }) => {
    const { question } = (await request.json()) as { question: string }
    await new Promise<void>((resolve) => (held = resolve))
    asked.push(question)
    return HttpResponse.json({ data: askedQuestion(asked.length - 1) }, { status: 201 })
  }),
  http.get(`${TEST_API}/startups/followers/:id`, () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'No route' } }, { status: 404 }),
  ),
  http.post(`${TEST_API}/startups/view`, () => new HttpResponse(null, { status: 204 })),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('asking a question', () => {
  it('keeps what is typed while the last question is on its way, and empties only what was sent', async () => {
    const user = userEvent.setup()
    renderApp(<StartupDetail id="s1" uid="u1" />)
    const questions = within(await screen.findByRole('region', { name: 'Questions and answers' }))
    const field = questions.getByLabelText('Your question')
    await user.type(field, 'Which varieties do you grow?')
    await user.click(questions.getByRole('button', { name: 'Ask a question' }))
    await waitFor(() => expect(held).toBeDefined())
    // The next question, typed before the first is taken.
    await user.clear(field)
    await user.type(field, 'Do you ship abroad?')
    await releaseAsk()
    expect(await questions.findByText('Which varieties do you grow?')).toBeInTheDocument()
    await waitFor(() =>
      expect(questions.getByRole('button', { name: 'Ask a question' })).toBeEnabled(),
    )
    expect(field).toHaveValue('Do you ship abroad?')

    // Sent and taken with nothing typed since: the field is empty for the next one.
    await user.click(questions.getByRole('button', { name: 'Ask a question' }))
    await releaseAsk()
    expect(await questions.findByText('Do you ship abroad?')).toBeInTheDocument()
    await waitFor(() => expect(field).toHaveValue(''))
  })
})
