import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ReportedThing } from '@/domain/operating'
import { ReportQueue } from '@/features/operator/report-queue'
import { answering, failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** 'Reports': what people reported, by thing; take down, restore, dismiss. */
const meta = preview.meta({ component: ReportQueue, parameters: { user: 'operator' } })

const at = (hours: number) => new Date(Date.UTC(2026, 10, 28, 10) - hours * 3_600_000).toISOString()
const things: ReportedThing[] = [
  {
    kind: 'startup',
    id: 'chai-credit',
    name: 'ChaiCredit',
    startupId: 'chai-credit',
    answer: null,
    hidden: false,
    count: 3,
    firstAt: at(30),
    reports: [
      { reason: 'misleading', note: 'Promises returns it cannot know', at: at(30) },
      { reason: 'fraud', note: '', at: at(12) },
      {
        reason: 'other',
        note: 'The report it links to is about another company altogether, with a different founder and a different city; the numbers do not match the page either.',
        at: at(2),
      },
    ],
  },
  {
    kind: 'question',
    id: 'seed-question-02',
    name: 'Is this whole thing a scam run by crooks?',
    startupId: 'chai-credit',
    answer: 'No. Our audited accounts are in the report.',
    author: { uid: 'investor-rude', name: 'Vikram Rao', suspended: true },
    hidden: false,
    count: 1,
    firstAt: at(5),
    reports: [{ reason: 'abuse', note: 'Insults the founder', at: at(5) }],
  },
  {
    kind: 'answer',
    id: 'seed-question-04',
    name: 'If you cannot read a balance sheet, do not invest.',
    startupId: 'chai-credit',
    answer: 'How do you decide how much credit a shop gets?',
    author: { uid: 'founder-chai', name: 'Meera Iyer', suspended: false },
    hidden: false,
    count: 1,
    firstAt: at(4),
    reports: [{ reason: 'abuse', note: 'Rude to an investor', at: at(4) }],
  },
  {
    kind: 'question',
    id: 'seed-question-09',
    name: 'Buy cheap followers at my site!!!',
    startupId: 'padho-pal',
    answer: null,
    hidden: true,
    count: 2,
    firstAt: at(50),
    reports: [
      { reason: 'spam', note: '', at: at(50) },
      { reason: 'spam', note: '', at: at(40) },
    ],
  },
]

export const Reported = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('operator/reports', { things })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const open = await canvas.findByRole('list', { name: 'Reported' })
    await expect(within(open).getAllByRole('listitem', { name: undefined })).not.toHaveLength(0)
    await expect(canvas.getByText('3 reports')).toBeVisible()
    // An answer is reported apart from its question; each names who wrote it, with a way there.
    await expect(
      canvas.getByText('In answer to: How do you decide how much credit a shop gets?'),
    ).toBeVisible()
    await expect(canvas.getByText('Asked by Vikram Rao')).toBeVisible()
    await expect(canvas.getByRole('link', { name: "The asker's account" })).toHaveAttribute(
      'href',
      '/dashboard/accounts?find=investor-rude',
    )
    const down = canvas.getByRole('list', { name: 'Taken down' })
    await expect(within(down).getByRole('button', { name: 'Restore' })).toBeVisible()
  },
})
export const ReportedDark = meta.story({ ...Reported.input, globals: { theme: 'dark' } })
/** Taking something down needs a reason: said before anything is sent. */
export const TakeDownNeedsAReason = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('operator/reports', { things })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Take down' }))[0]!)
    const dialog = await page.findByRole('dialog', { name: 'Take down: ChaiCredit' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }))
    await expect(await within(dialog).findByText(/^Give a reason/)).toBeVisible()
  },
})
/** The demo's own data: nothing is reported. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Nothing is reported/)).toBeVisible()
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(loading('operator/reports')) })
export const Failed = meta.story({ beforeEach: ({ msw }) => msw.use(failing('operator/reports')) })
