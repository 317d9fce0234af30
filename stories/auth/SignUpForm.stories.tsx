import { expect, userEvent, within } from 'storybook/test'
import { SignUpForm } from '@/features/auth/signup-form'
import { inAuthLayout } from '../support/auth-screen'
import preview from '#.storybook/preview'

/** /signup: the form inside the auth screens' layout. */
const meta = preview.meta({
  component: SignUpForm,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  decorators: [
    inAuthLayout('Create your account', 'Raise money for your startup, or invest in one.'),
  ],
})

export const Empty = meta.story()

export const Invalid = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), '123')
    await userEvent.type(canvas.getByLabelText('Confirm Password'), '1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(await canvas.findByText('Name is required')).toBeVisible()
    await expect(canvas.getByText('Passwords should have atleast 6 characters')).toBeVisible()
  },
})
