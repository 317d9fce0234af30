import { Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { AuthForm } from '@/features/auth/auth-form'

/** The body both auth screens share: an error, the fields, the submit button, Google, the switch link. */
const meta = {
  title: 'Auth/AuthForm',
  component: AuthForm,
  parameters: { user: 'signed-out' },
  args: {
    label: 'Example',
    onSubmit: fn((event) => event.preventDefault()),
    error: 'What went wrong with the last attempt',
    submit: { label: 'Continue', busyLabel: 'Continuing…', busy: false },
    google: { label: 'Continue With Google', delayMs: 0 },
    switchLink: 'A link to the other screen',
    children: <Text>The form's fields</Text>,
  },
  argTypes: {
    error: { control: 'text' },
    switchLink: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof AuthForm>
export default meta
type Story = StoryObj<typeof meta>

export const WithAnError: Story = {}
export const Busy: Story = {
  args: { error: undefined, submit: { label: 'Continue', busyLabel: 'Continuing…', busy: true } },
}
