import { expect, within } from 'storybook/test'
import { GoogleSignIn } from '@/features/auth/google-sign-in'
import preview from '#.storybook/preview'

/** 'Log In With Google' / 'Sign Up With Google', with the demo's delay before it answers. */
const meta = preview.meta({
  component: GoogleSignIn,
  parameters: { user: 'signed-out' },
  args: { label: 'Log In With Google', delayMs: 2000 },
  argTypes: { delayMs: { control: { type: 'number', min: 0, step: 100 } } },
  decorators: [(Story) => <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>{Story()}</div>],
})

export const LogIn = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: args.label })).toBeVisible()
  },
})
export const SignUp = meta.story({ args: { label: 'Sign Up With Google' } })
