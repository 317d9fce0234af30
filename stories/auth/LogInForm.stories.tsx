import { expect, userEvent, within } from 'storybook/test'
import { LogInForm } from '@/features/auth/login-form'
import { inAuthLayout } from '../support/auth-screen'
import preview from '#.storybook/preview'

/** /login: the form inside the auth screens' layout. */
const meta = preview.meta({
  component: LogInForm,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  decorators: [inAuthLayout('Welcome back', 'Log in to fund startups or follow your raise.')],
})

export const LogIn = meta.story()

export const WrongPassword = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'meera.shah@example.com')
    await userEvent.type(
      canvas.getByLabelText('Password', { selector: 'input' }),
      'not-my-password',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }))
    await expect(await canvas.findByText('Wrong email or password')).toBeVisible()
  },
})
