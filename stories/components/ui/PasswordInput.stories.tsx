import { Field } from '@chakra-ui/react'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordInput } from '@/components/ui/password-input'
import preview from '#.storybook/preview'

const meta = preview.meta({
  title: 'Components/UI/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 'secret-123', disabled: false },
  argTypes: { disabled: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <Field.Root maxW="sm">
        <Field.Label>Password</Field.Label>
        {Story()}
      </Field.Root>
    ),
  ],
})

export const ShowAndHide = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
  },
})
export const Empty = meta.story({ args: { defaultValue: '' } })
