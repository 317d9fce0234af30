import { expect, within } from 'storybook/test'
import { OperatorRecord } from '@/features/operator/operator-record'
import { answering, failing, loading } from '../support/overrides'
import { entry } from './fixtures'
import preview from '#.storybook/preview'

/** 'Record': every operator action, newest first, with who, what, when and why. */
const meta = preview.meta({
  component: OperatorRecord,
  parameters: { user: 'operator' },
  args: { filter: {} },
})

const entries = [
  entry(0),
  entry(1),
  entry(2, {
    action: 'grant',
    operator: null,
    thing: { kind: 'account', id: 'uid-7', name: 'ravi@seedling.example' },
    reason: 'Runs the review desk on weekends',
  }),
  entry(3, {
    reason:
      'The description promises guaranteed returns of 40% a year. No raise on Seedling may promise a return: say what the money builds instead, and what could go wrong.',
  }),
  entry(4, {
    action: 'revoke',
    operator: null,
    reason: "appointed by the server's operator command",
  }),
]

export const Entries = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('operator/log', { entries })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Operator actions' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length)
    await expect(canvas.getAllByText("The server's operator command")).toHaveLength(2)
  },
})
export const EntriesDark = meta.story({ ...Entries.input, globals: { theme: 'dark' } })
/** Narrowed to one startup: 'Show every action' widens it again. */
export const OneStartup = meta.story({
  args: { filter: { thing: 'waiting-1' } },
  beforeEach: ({ msw }) => msw.use(answering('operator/log', { entries: [entry(1)] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Only Waiting Startup 1')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Show every action' })).toBeVisible()
  },
})
/** The demo's own data: nobody has acted yet. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No operator has acted yet/)).toBeVisible()
  },
})
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(loading('operator/log')) })
export const Failed = meta.story({ beforeEach: ({ msw }) => msw.use(failing('operator/log')) })
