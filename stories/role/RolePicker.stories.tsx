import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { RolePicker } from '@/features/role/role-picker'
import { failing } from '../support/overrides'

/** /role: a new account chooses Startup or Investor. */
const meta = {
  title: 'Auth/RolePicker',
  component: RolePicker,
  parameters: { user: 'newFounder' },
} satisfies Meta<typeof RolePicker>
export default meta
type Story = StoryObj<typeof meta>

export const ChooseRole: Story = {}

export const SavingFails: Story = {
  beforeEach: ({ msw }) => msw.use(failing('users/adduser', 'post')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Investor/ }))
    await expect(await canvas.findByText("We couldn't save your role.")).toBeVisible()
  },
}
