import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InviteOnlySetting } from '@/features/founder/invite-only'
import { answering, failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/**
 * Invite-only on the founder's dashboard: off (anyone finds the startup in Explore), on (its
 * invite link to share), and 'Make a new link', asked first.
 */
const meta = preview.meta({
  component: InviteOnlySetting,
  parameters: { user: 'founder' },
  args: {
    uid: 'seed-founder-01',
    startup: { _id: 'chai-credit', slug: 'chai-credit' },
    name: 'ChaiCredit',
  },
})

export const Off = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('checkbox', { name: 'Invite-only' })).not.toBeChecked()
    await expect(canvas.getByText(/^Anyone can find it in Explore/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible()
  },
})

const ON = { inviteOnly: true, code: 'q3V9xk2Lm7Rt0pZa8YwB1c' }

export const On = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('startups/invite/:id', ON)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('checkbox', { name: 'Invite-only' })).toBeChecked()
    await expect((canvas.getByLabelText('Invite link') as HTMLInputElement).value).toContain(
      '/s/chai-credit?invite=q3V9xk2Lm7Rt0pZa8YwB1c',
    )
    await expect(canvas.getByRole('button', { name: 'Copy invite link' })).toBeVisible()
  },
})
export const OnDark = meta.story({
  globals: { theme: 'dark' },
  beforeEach: ({ msw }) => msw.use(answering('startups/invite/:id', ON)),
})

/** 'Make a new link' says what happens to the old one first. */
export const NewLinkAsked = meta.story({
  beforeEach: ({ msw }) => msw.use(answering('startups/invite/:id', ON)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Make a new link' }))
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('alertdialog', { name: 'Make a new link?' })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep this link' })).toBeVisible(),
    )
    await expect(dialog).toHaveTextContent('The link you shared stops working')
  },
})
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('startups/invite/:id')),
})
/** The link could not be read: the public page can still be shared. */
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('startups/invite/:id')),
})
