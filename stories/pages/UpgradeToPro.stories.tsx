import type { Meta, StoryObj } from '@storybook/react-vite'
import { UpgradeToPro } from '@/features/pages/upgrade-to-pro'

const meta = {
  title: 'Pages/UpgradeToPro',
  component: UpgradeToPro,
  args: { role: 'investor' },
  argTypes: { role: { control: 'inline-radio', options: ['investor', 'startup'] } },
} satisfies Meta<typeof UpgradeToPro>
export default meta
type Story = StoryObj<typeof meta>

export const PlansForInvestors: Story = {}
export const PlansForFounders: Story = { args: { role: 'startup' } }
