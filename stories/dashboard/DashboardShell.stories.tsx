import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DashboardShell } from '@/features/dashboard/dashboard-shell'

/** The signed-in frame: top bar, sidebar (a drawer on a phone), content. */
const meta = {
  title: 'Dashboard/DashboardShell',
  component: DashboardShell,
  parameters: { layout: 'fullscreen' },
  args: { role: 'investor' },
  argTypes: {
    role: { control: 'inline-radio', options: ['investor', 'startup'] },
    startupState: { control: 'inline-radio', options: [undefined, 'inactive', 'active'] },
  },
} satisfies Meta<typeof DashboardShell>
export default meta
type Story = StoryObj<typeof meta>

export const Investor: Story = {}
export const FounderNotPublished: Story = {
  parameters: { user: 'newFounder' },
  args: { role: 'startup', startupState: 'inactive' },
}
export const FounderPublished: Story = {
  parameters: { user: 'founder' },
  args: { role: 'startup', startupState: 'active' },
}
export const PhoneSidebar: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sidebar' }))
    const link = await within(document.body).findByRole('link', { name: 'Top Startups' })
    await waitFor(() => expect(link).toBeVisible())
  },
}
