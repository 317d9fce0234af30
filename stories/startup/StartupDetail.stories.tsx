import type { Meta, StoryObj } from '@storybook/react-vite'
import { StartupDetail } from '@/features/startup/startup-detail'
import { failing, loading } from '../support/overrides'

/** /dashboard/startup/{id}: everything an investor needs to decide, and 'Invest Now'. */
const meta = {
  title: 'Startup/StartupDetail',
  component: StartupDetail,
  args: { id: 'chai-credit', uid: 'seed-investor-01' },
  argTypes: {
    id: { control: 'select', options: ['chai-credit', 'padho-pal', 'gaadi-go', 'no-such-startup'] },
  },
} satisfies Meta<typeof StartupDetail>
export default meta
type Story = StoryObj<typeof StartupDetail>

export const Detail: Story = {}
export const DetailDark: Story = { globals: { theme: 'dark' } }
/** A founder's own page as investors see it: no investing, a note saying so. */
export const PreviewForTheFounder: Story = {
  render: () => <StartupDetail id="chai-credit" view="preview" />,
}
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loading('startups/data/:id')) }
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(failing('startups/data/:id')) }
export const NotFound: Story = { args: { id: 'no-such-startup' } }
