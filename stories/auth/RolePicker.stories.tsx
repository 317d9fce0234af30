import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { RolePicker } from '@/features/role/role-picker'
import { failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** /role: a new account chooses Startup or Investor. */
const meta = preview.meta({
  component: RolePicker,
  parameters: { user: 'newFounder' },
})

export const ChooseRole = meta.story()

/** The Investor button, once the account is known and a choice can be saved. */
async function investorButton(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: /Investor/ })
  await waitFor(() => expect(button).toBeEnabled())
  return button
}

export const SavingFails = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('users/adduser', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await investorButton(canvasElement))
    await expect(await canvas.findByText("We couldn't save your role.")).toBeVisible()
  },
})

/**
 * Someone in the wrong account signs out here, choosing nothing: a role cannot be changed. Not
 * while a role is being saved (here the save never answers).
 */
export const NotYourAccount = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('users/adduser', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Signed in as kavya@example.com')).toBeVisible()
    const signOut = canvas.getByRole('button', { name: 'Sign out' })
    await expect(signOut).toBeEnabled()
    await userEvent.click(await investorButton(canvasElement))
    await expect(signOut).toBeDisabled()
  },
})

/**
 * The server trusts an address only once its owner has opened the provider's link: the first
 * choice is refused (403 email_not_verified), the link can be sent again, and choosing once the
 * link is opened saves the role.
 */
export const AddressNotVerified = meta.story({
  beforeEach: ({ msw }) => {
    let calls = 0
    msw.use(
      http.post('*/api/users/adduser', () =>
        ++calls === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'email_not_verified',
                  message:
                    'Verify your e-mail address first: open the link we sent you, then try again',
                },
              },
              { status: 403 },
            )
          : HttpResponse.json({ msg: 'user added', data: { role: 'investor' } }, { status: 201 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await investorButton(canvasElement))
    await expect(await canvas.findByText('Verify your e-mail address')).toBeVisible()
    await expect(canvas.getByText(/We sent a link to kavya@example\.com/)).toBeVisible()
    await expect(canvas.queryByText("We couldn't save your role.")).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }))
    await expect(await canvas.findByText('Sent. Check your inbox.')).toBeVisible()
    await userEvent.click(await investorButton(canvasElement))
    await waitFor(() => expect(canvas.queryByText('Verify your e-mail address')).toBeNull())
  },
})
