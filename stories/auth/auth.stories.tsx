import { Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'
import { expect, userEvent, within, waitFor } from 'storybook/test'
import { useServices } from '@/lib/services'
import { AuthForm } from '@/features/auth/auth-form'
import { AuthLayout, OrDivider } from '@/features/auth/auth-layout'
import { GoogleChooser as LazyGoogleChooser } from '@/features/auth/google-chooser'
import { GoogleChooserDialog } from '@/features/auth/google-chooser-dialog'
import { GoogleIcon } from '@/features/auth/google-icon'
import { GoogleSignIn } from '@/features/auth/google-sign-in'
import { LogInForm } from '@/features/auth/login-form'
import { SignUpForm } from '@/features/auth/signup-form'
import { RolePicker } from '@/features/role/role-picker'
import { failing } from '../support/overrides'

const meta = {
  title: 'Auth/Screens',
  parameters: { layout: 'fullscreen', user: 'signed-out' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const SignUpEmpty: Story = {
  render: () => (
    <AuthLayout
      title="Create your account"
      subtitle="Raise money for your startup, or invest in one."
    >
      <SignUpForm />
    </AuthLayout>
  ),
}

export const SignUpInvalid: Story = {
  ...SignUpEmpty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), '123')
    await userEvent.type(canvas.getByLabelText('Confirm Password'), '1234')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }))
    await expect(await canvas.findByText('Name is required')).toBeVisible()
    await expect(canvas.getByText('Passwords should have atleast 6 characters')).toBeVisible()
  },
}

export const LogIn: Story = {
  render: () => (
    <AuthLayout title="Welcome back" subtitle="Log in to fund startups or follow your raise.">
      <LogInForm />
    </AuthLayout>
  ),
}

export const LogInWrongPassword: Story = {
  ...LogIn,
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

export const Pieces: Story = {
  render: () => (
    <div style={{ maxWidth: 320, padding: 16 }}>
      <GoogleIcon />
      <OrDivider />
    </div>
  ),
}

function OpenChooser({ lazy = false }: { lazy?: boolean }) {
  const { chooser } = useServices()
  useEffect(() => {
    void chooser.choose()
  }, [chooser])
  return lazy ? <LazyGoogleChooser /> : <GoogleChooserDialog />
}

/** The app's root renders the chooser this way: its code loads when it opens. */
export const GoogleChooserLoadedOnOpen: Story = {
  render: () => <OpenChooser lazy />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose an account' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const GoogleChooser: Story = {
  render: () => <OpenChooser />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Choose an account' })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const ChooseRole: Story = {
  parameters: { user: 'newFounder' },
  render: () => <RolePicker />,
}

export const ChooseRoleFails: Story = {
  parameters: { user: 'newFounder' },
  beforeEach: ({ msw }) => msw.use(failing('users/adduser', 'post')),
  render: () => <RolePicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Investor/ }))
    await expect(await canvas.findByText("We couldn't save your role.")).toBeVisible()
  },
}

export const GoogleButton: Story = {
  render: () => (
    <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
      <GoogleSignIn label="Log In With Google" delayMs={2000} />
    </div>
  ),
}

/** The body both auth screens share: an error, the fields, the submit button, Google, the switch link. */
export const FormFrame: Story = {
  render: () => (
    <AuthForm
      label="Example"
      onSubmit={(event) => event.preventDefault()}
      error="What went wrong with the last attempt"
      submit={{ label: 'Continue', busyLabel: 'Continuing…', busy: false }}
      google={{ label: 'Continue With Google', delayMs: 0 }}
      switchLink="A link to the other screen"
    >
      <Text>The form's fields</Text>
    </AuthForm>
  ),
}
