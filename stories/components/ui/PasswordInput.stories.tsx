import { Field } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { PasswordInput } from '@/components/ui/password-input'

const meta = {
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
} satisfies Meta<typeof PasswordInput>
export default meta
type Story = StoryObj<typeof meta>

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
  },
}
export const Empty: Story = { args: { defaultValue: '' } }
