import { expect, userEvent, within } from 'storybook/test'
import { RupeeInput } from '@/components/ui/rupee-input'
import { inField } from '../../support/in-field'
import preview from '#.storybook/preview'

/** Rupee amounts: '₹' in front, digits grouped the Indian way as they are typed. */
const meta = preview.meta({
  component: RupeeInput,
  args: { disabled: false, placeholder: '' },
  argTypes: { disabled: { control: 'boolean' }, placeholder: { control: 'text' } },
  decorators: [inField('Amount')],
})

export const GroupsAsYouType = meta.story({
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.type(input, '1234567')
    await expect(input).toHaveValue('12,34,567')
  },
})
export const Disabled = meta.story({ args: { disabled: true, defaultValue: '25,00,000' } })

/** A value given from outside (a form's default, a restored draft) is grouped as well. */
export const GroupsAGivenValue = meta.story({
  args: { defaultValue: '2500000' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Amount')).toHaveValue('25,00,000')
  },
})
