import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AuthLayout } from '@/features/auth/auth-layout'
import { LogInForm } from '@/features/auth/login-form'

/** /login: the form inside the auth screens' layout. */
const meta = {
  title: 'Auth/LogInForm',
  component: LogInForm,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  decorators: [
    (Story) => (
      <AuthLayout title="Welcome back" subtitle="Log in to fund startups or follow your raise.">
        {Story()}
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof LogInForm>
export default meta
type Story = StoryObj<typeof meta>

export const LogIn: Story = {}

export const WrongPassword: Story = {
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
}
