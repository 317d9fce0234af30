import { Text } from '@chakra-ui/react'
import { fn } from 'storybook/test'
import { AuthForm } from '@/features/auth/auth-form'
import preview from '#.storybook/preview'

/** The body both auth screens share: an error, the fields, the submit button, Google, the switch link. */
const meta = preview.meta({
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
})

export const WithAnError = meta.story()
export const Busy = meta.story({
  args: { error: undefined, submit: { label: 'Continue', busyLabel: 'Continuing…', busy: true } },
})
