import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { UserMenu } from '@/features/dashboard/user-menu'

/** The avatar in the top bar: who is signed in, their role, 'Sign out'. */
const meta = {
  title: 'Dashboard/UserMenu',
  component: UserMenu,
  args: { role: 'investor' },
  argTypes: { role: { control: 'inline-radio', options: ['investor', 'startup'] } },
} satisfies Meta<typeof UserMenu>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open user menu' }))
    const menu = await within(document.body).findByRole('menu')
    await expect(menu).toHaveTextContent('INVESTOR')
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument()
  },
}
