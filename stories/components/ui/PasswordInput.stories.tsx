import { expect, userEvent, within } from 'storybook/test'
import { PasswordInput } from '@/components/ui/password-input'
import { inField } from '../../support/in-field'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: PasswordInput,
  args: { defaultValue: 'secret-123', disabled: false },
  argTypes: { disabled: { control: 'boolean' } },
  decorators: [inField('Password', 'sm')],
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
