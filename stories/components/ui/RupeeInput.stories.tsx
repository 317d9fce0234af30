import { Field } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { RupeeInput } from '@/components/ui/rupee-input'

/** Rupee amounts: '₹' in front, digits grouped the Indian way as they are typed. */
const meta = {
  title: 'Components/UI/RupeeInput',
  component: RupeeInput,
  args: { disabled: false, placeholder: '' },
  argTypes: { disabled: { control: 'boolean' }, placeholder: { control: 'text' } },
  decorators: [
    (Story) => (
      <Field.Root maxW="xs">
        <Field.Label>Amount</Field.Label>
        {Story()}
      </Field.Root>
    ),
  ],
} satisfies Meta<typeof RupeeInput>
export default meta
type Story = StoryObj<typeof meta>

export const GroupsAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.type(input, '1234567')
    await expect(input).toHaveValue('12,34,567')
  },
}
export const Disabled: Story = { args: { disabled: true, defaultValue: '25,00,000' } }
