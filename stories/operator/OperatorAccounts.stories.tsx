import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Account } from '@/domain/operating'
import { OperatorAccounts } from '@/features/operator/operator-accounts'
import { answering, failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** 'Accounts': find an account, suspend it or lift its suspension; the suspended ones below. */
const meta = preview.meta({
  component: OperatorAccounts,
  parameters: { user: 'operator' },
  args: { find: '' },
})

const suspended: Account[] = [
  {
    uid: 'investor-rude',
    name: 'Vikram Rao',
    email: 'vikram.rao.with.a.very.long.address@mail.example.com',
    role: 'investor',
    suspended: {
      reason:
        'Five questions in a day calling founders crooks and frauds, on five different startups, after a warning by e-mail. Lift once he writes to say he will ask questions, not insult.',
      at: '2026-11-27T09:30:00.000Z',
    },
  },
  {
    uid: 'founder-copy',
    name: 'Copycat Foods',
    email: 'copycat@example.com',
    role: 'startup',
    suspended: { reason: 'Published a copy of another startup', at: '2026-11-20T12:00:00.000Z' },
  },
]

/** The demo's own data: a seeded investor found by e-mail; nobody is suspended. */
export const FoundByEmail = meta.story({
  args: { find: 'MEERA.SHAH@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const found = await canvas.findByRole('list', { name: 'Found' })
    await expect(within(found).getByText('Meera Shah')).toBeVisible()
    await expect(within(found).getByRole('button', { name: 'Suspend' })).toBeVisible()
    await expect(await canvas.findByText('No account is suspended.')).toBeVisible()
  },
})
export const FoundByEmailDark = meta.story({ ...FoundByEmail.input, globals: { theme: 'dark' } })
/** Suspending needs a reason, said before anything is sent. */
export const SuspendNeedsAReason = meta.story({
  args: { find: 'meera.shah@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }))
    const dialog = await page.findByRole('dialog', { name: 'Suspend: Meera Shah' })
    // The dialog opens with an animation: use it once it is on screen, as a person would.
    await waitFor(() => expect(within(dialog).getByLabelText('Reason')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await expect(
      await within(dialog).findByText('Give a reason: it goes on the record'),
    ).toBeVisible()
  },
})
export const NotFound = meta.story({
  args: { find: 'nobody@example.com' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No account has that e-mail or id.'),
    ).toBeVisible()
  },
})
/** Long names, addresses and reasons wrap on a phone. */
export const Suspended = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('operator/accounts', { accounts: suspended })),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Suspended accounts' })
    await expect(within(list).getAllByRole('button', { name: 'Lift suspension' })).toHaveLength(2)
  },
})
export const SuspendedDark = meta.story({ ...Suspended.input, globals: { theme: 'dark' } })
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('operator/accounts')),
})
export const Failed = meta.story({ beforeEach: ({ msw }) => msw.use(failing('operator/accounts')) })
