import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { StartupUpdates } from '@/features/startup/startup-updates'
import { failing } from '../support/overrides'

/** A startup page's updates, newest first. */
const meta = {
  title: 'Startup/StartupUpdates',
  component: StartupUpdates,
  args: { startupId: 'chai-credit' },
} satisfies Meta<typeof StartupUpdates>
export default meta
type Story = StoryObj<typeof meta>

export const TwoUpdates: Story = {
  play: async ({ canvasElement }) => {
    const titles = await within(canvasElement).findAllByRole('heading', { level: 3 })
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Two thousand shops on the app',
      'A bank partner for larger loans',
    ])
  },
}
export const NoneYet: Story = { args: { startupId: 'gaadi-go' } }
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(failing('startups/updates/:id')) }
