import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { GoogleSignIn } from '@/features/auth/google-sign-in'

/** 'Log In With Google' / 'Sign Up With Google', with the demo's delay before it answers. */
const meta = {
  title: 'Auth/GoogleSignIn',
  component: GoogleSignIn,
  parameters: { user: 'signed-out' },
  args: { label: 'Log In With Google', delayMs: 2000 },
  argTypes: { delayMs: { control: { type: 'number', min: 0, step: 100 } } },
  decorators: [(Story) => <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GoogleSignIn>
export default meta
type Story = StoryObj<typeof meta>

export const LogIn: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: args.label })).toBeVisible()
  },
}
export const SignUp: Story = { args: { label: 'Sign Up With Google' } }
