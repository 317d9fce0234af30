import { expect, userEvent, within } from 'storybook/test'
import { RolePicker } from '@/features/role/role-picker'
import { failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** /role: a new account chooses Startup or Investor. */
const meta = preview.meta({
  component: RolePicker,
  parameters: { user: 'newFounder' },
})

export const ChooseRole = meta.story()

export const SavingFails = meta.story({
  beforeEach: ({ msw }) => msw.use(failing('users/adduser', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Investor/ }))
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
    await userEvent.click(canvas.getByRole('button', { name: /Investor/ }))
    await expect(signOut).toBeDisabled()
  },
})
