import { Field } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DomainSelect } from '@/components/ui/domain-select'

const meta = {
  title: 'Components/UI/DomainSelect',
  component: DomainSelect,
  args: { emptyLabel: 'All domains', defaultValue: 'Finance' },
  argTypes: { emptyLabel: { control: 'text' }, defaultValue: { control: 'text' } },
  decorators: [
    (Story) => (
      <Field.Root maxW="xs">
        <Field.Label>Domain</Field.Label>
        {Story()}
      </Field.Root>
    ),
  ],
} satisfies Meta<typeof DomainSelect>
export default meta
type Story = StoryObj<typeof meta>

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Domain')).toHaveValue('Finance')
  },
}
export const NoneChosen: Story = { args: { defaultValue: '' } }
