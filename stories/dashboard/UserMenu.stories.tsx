import { expect, userEvent, within } from 'storybook/test'
import { UserMenu } from '@/features/dashboard/user-menu'
import preview from '#.storybook/preview'

/** The avatar in the top bar: who is signed in, their role, 'Sign out'. */
const meta = preview.meta({
  component: UserMenu,
  args: { role: 'investor' as const },
  argTypes: { role: { control: 'inline-radio', options: ['investor', 'startup'] } },
})

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open user menu' }))
    const menu = await within(document.body).findByRole('menu')
    await expect(menu).toHaveTextContent('INVESTOR')
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument()
  },
})
