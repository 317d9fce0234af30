import { Input } from '@chakra-ui/react'
import { expect, within } from 'storybook/test'
import { FormField, PasswordField, TextareaField, TextField } from '@/components/ui/form-field'
import preview from '#.storybook/preview'

/** A labelled field with its hint and its error. */
const meta = preview.meta({
  component: FormField,
  subcomponents: { TextField, TextareaField, PasswordField },
  args: { label: 'Startup name', helper: 'As investors will see it.', children: <Input /> },
  argTypes: {
    label: { control: 'text' },
    helper: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
})

export const WithAHint = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Startup name')).toBeVisible()
  },
})
export const Invalid = meta.story({
  args: { label: 'Slogan', helper: undefined, error: 'Slogan is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Slogan is required')).toBeVisible()
    await expect(canvas.getByLabelText('Slogan')).toHaveAttribute('aria-invalid', 'true')
  },
})
/** The text-input shorthand the forms use with react-hook-form's `register`. */
export const TextInput = meta.story({
  render: () => <TextField label="Website" type="url" placeholder="https://" />,
})
/** The textarea shorthand: a description, an update, a question. */
export const Textarea = meta.story({
  render: () => (
    <TextareaField
      label="Description"
      helper="Markdown works: headings, lists, bold and links."
      error="Description is required"
      rows={4}
    />
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Description' })
    await expect(field.tagName).toBe('TEXTAREA')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  },
})
/** The password shorthand: the input with its show/hide button, as log-in and sign-up use it. */
export const Password = meta.story({
  render: () => <PasswordField label="Password" error="Enter your password" />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Password')
    await expect(field).toHaveAttribute('type', 'password')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
  },
})
