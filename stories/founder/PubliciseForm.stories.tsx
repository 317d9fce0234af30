import { expect, userEvent, within } from 'storybook/test'
import { PubliciseForm } from '@/features/publicise/publicise-form'
import { DescriptionField } from '@/components/ui/description-field'
import { StartupFileFields } from '@/components/ui/startup-file-fields'
import { RaiseKindField } from '@/features/publicise/raise-kind-field'
import { STORY_USERS } from '../support/story-services'
import preview from '#.storybook/preview'

/** /dashboard/publicise: a new founder's startup, logo and report included. */
const meta = preview.meta({
  component: PubliciseForm,
  subcomponents: { StartupFileFields, DescriptionField, RaiseKindField },
  parameters: { user: 'newFounder' },
  args: { user: STORY_USERS.newFounder },
  argTypes: { user: { control: false } },
})

export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // A raise is all or nothing unless its founder chooses otherwise.
    await expect(await canvas.findByRole('radio', { name: /^All or nothing/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /^Keep what you raise/ })).not.toBeChecked()
  },
})
/** The founder chooses to keep what they raise. */
export const KeepWhatYouRaise = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('Keep what you raise'))
    await expect(canvas.getByRole('radio', { name: /^Keep what you raise/ })).toBeChecked()
  },
})
export const Invalid = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Only digits can be typed into a rupee field; nought is still refused.
    await userEvent.type(canvas.getByLabelText('Funds required'), '-0')
    await expect(canvas.getByLabelText('Funds required')).toHaveValue('0')
    await userEvent.click(canvas.getByRole('button', { name: 'Publicise' }))
    await expect(await canvas.findByText('Startup name is required')).toBeVisible()
    await expect(canvas.getByText('Funds required must be more than 0')).toBeVisible()
    await expect(canvas.getByText('Choose a logo image')).toBeVisible()
  },
})
