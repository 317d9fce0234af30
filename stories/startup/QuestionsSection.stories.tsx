import { onlineManager } from '@tanstack/react-query'
import { expect, userEvent, within } from 'storybook/test'
import { QuestionsSection, WaitingQuestions } from '@/features/startup/questions-section'
import preview from '#.storybook/preview'
import { answering, failing } from '../support/overrides'

/** Questions on a startup page: investors ask, the founder answers or hides. */
const meta = preview.meta({
  component: QuestionsSection,
  subcomponents: { WaitingQuestions },
  args: { startupId: 'chai-credit', asker: 'seed-investor-01' },
})

/** An investor reads the answers, marked 'Founder', and may ask. */
export const ForAnInvestor = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Founder', { exact: true })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }))
    await expect(await canvas.findByText('Ask in at least 10 characters')).toBeVisible()
  },
})
/** The founder answers open questions or hides them. */
export const ForTheFounder = meta.story({
  parameters: { user: 'founder' },
  args: { asker: undefined, founder: 'seed-founder-06' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Your answer')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Hide question' })).toHaveLength(2)
  },
})
/** An answer the server refuses: the refusal shows above the field, and the answer stays. */
export const AnswerRefused = meta.story({
  parameters: { user: 'founder' },
  args: { asker: undefined, founder: 'seed-founder-06' },
  beforeEach: ({ msw }) => msw.use(failing('startups/answer', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await canvas.findByLabelText('Your answer')
    await userEvent.type(field, 'Next year, starting with Goa.')
    await userEvent.click(canvas.getByRole('button', { name: 'Answer' }))
    await expect(await canvas.findByText('Something went wrong on the server.')).toBeVisible()
    await expect(field).toHaveValue('Next year, starting with Goa.')
  },
})
export const SignedOut = meta.story({
  parameters: { user: 'signed-out' },
  args: { asker: undefined },
})
/**
 * Asked offline (remote mode): the question waits on the device, shown above the others with a
 * way to drop it; the field is free for the next one.
 */
export const WaitingToSend = meta.story({
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Founder', { exact: true })).toBeVisible()
    onlineManager.setOnline(false)
    const field = canvas.getByLabelText('Your question')
    await userEvent.type(field, 'Which cities come after Pune?')
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }))
    const waiting = await canvas.findByRole('list', { name: 'Waiting to send' })
    await expect(within(waiting).getByText('Which cities come after Pune?')).toBeVisible()
    await expect(field).toHaveValue('')
    await userEvent.type(field, 'And how long does a launch take?')
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }))
    await expect(await within(waiting).findAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(within(waiting).getAllByRole('button', { name: 'Cancel' })[1]!)
    await expect(await within(waiting).findAllByRole('listitem')).toHaveLength(1)
  },
})

const asked = {
  startupid: 'chai-credit',
  askedBy: 'Meera Shah',
  askedAt: '2026-11-20T10:00:00.000Z',
  answer: null,
  answeredAt: null,
}
/** A question an operator took down: only its asker (and the operators) still see it, marked. */
export const TakenDownForItsAsker = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answering('startups/questions/chai-credit', {
        data: [
          {
            ...asked,
            _id: 'q-taken-down',
            question: 'Why should anyone trust a bunch of crooks like you with money?',
            takenDown: true,
          },
          {
            ...asked,
            _id: 'q-open',
            question: 'How do you decide how much credit a shop gets?',
            answer: 'From six months of its sales on our app.',
            answeredAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const note = await canvas.findByText(
      "Taken down by Seedling: only you and Seedling's operators see this question.",
    )
    await expect(note).toBeVisible()
    // Nothing to report on it any more; the other question's answer is reported apart.
    await expect(await canvas.findByRole('button', { name: 'Report answer' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Report' })).toHaveLength(1)
  },
})
export const TakenDownForItsAskerDark = meta.story({
  ...TakenDownForItsAsker.input,
  globals: { theme: 'dark' },
})
/** An answer an operator took down: its founder still sees it, marked; investors see none. */
export const AnswerTakenDownForTheFounder = meta.story({
  parameters: { user: 'founder' },
  args: { asker: undefined, founder: 'seed-founder-06' },
  beforeEach: ({ msw }) =>
    msw.use(
      answering('startups/questions/chai-credit', {
        data: [
          {
            ...asked,
            _id: 'q-answered',
            question: 'Do you plan to lend outside Maharashtra?',
            answer: 'If you cannot read a balance sheet, do not invest in us.',
            answeredAt: '2026-11-21T10:00:00.000Z',
            answerTakenDown: true,
          },
        ],
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Taken down by Seedling: only you and Seedling's operators see this answer.",
      ),
    ).toBeVisible()
  },
})
