import type { Meta, StoryObj } from '@storybook/react-vite'
import { SharePage } from '@/features/founder/share-page'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { FounderHome } from '@/features/founder/founder-home'
import { FounderSummary } from '@/features/founder/founder-summary'
import { FundingsList } from '@/features/founder/fundings-list'
import { GrowthChart } from '@/features/founder/growth-chart'
import { StartupGrowth } from '@/features/founder/startup-growth'
import { FileDrop } from '@/components/ui/file-drop'
import { PubliciseForm } from '@/features/publicise/publicise-form'
import { STORY_USERS } from '../support/story-services'
import { failing, loading } from '../support/overrides'

const meta = { title: 'Founder/Pages', parameters: { user: 'founder' } } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const FOUNDER = 'seed-founder-06'

export const HomeLoading: Story = { render: () => <FounderHome uid={FOUNDER} state={undefined} /> }
export const HomeNotPublished: Story = {
  parameters: { user: 'newFounder' },
  render: () => <FounderHome uid="story-new-founder" state="inactive" />,
}
export const HomeError: Story = { render: () => <FounderHome uid={FOUNDER} state="error" /> }
export const HomePublished: Story = { render: () => <FounderHome uid={FOUNDER} state="active" /> }
export const Summary: Story = { render: () => <FounderSummary uid={FOUNDER} /> }
export const ShareYourPage: Story = { render: () => <SharePage startupId="chai-credit" /> }

export const Fundings: Story = {
  render: () => <FundingsList uid={FOUNDER} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Export CSV' }),
    ).toBeVisible()
  },
}
export const FundingsEmpty: Story = {
  parameters: { user: 'newFounder' },
  render: () => <FundingsList uid="story-new-founder" />,
}
export const FundingsLoading: Story = {
  beforeEach: ({ msw }) => msw.use(loading('payments/history/:uid')),
  render: () => <FundingsList uid={FOUNDER} />,
}
export const FundingsFailed: Story = {
  beforeEach: ({ msw }) => msw.use(failing('payments/history/:uid')),
  render: () => <FundingsList uid={FOUNDER} />,
}

export const Growth: Story = {
  render: () => <StartupGrowth uid={FOUNDER} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: /Funds received over time/ }),
    ).toBeVisible()
  },
}
export const GrowthChartAlone: Story = {
  render: () => (
    <GrowthChart
      series={[
        { date: '2026-10-13', total: 2400000 },
        { date: '2026-11-10', total: 3500000 },
      ]}
    />
  ),
}

export const PubliciseEmpty: Story = {
  parameters: { user: 'newFounder' },
  render: () => <PubliciseForm user={STORY_USERS.newFounder} />,
}
export const PubliciseInvalid: Story = {
  ...PubliciseEmpty,
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
}
export const LogoDrop: Story = {
  render: function Drop() {
    const [file, setFile] = useState<File | null>(null)
    return (
      <FileDrop
        label="Logo"
        accept="image/*"
        file={file}
        onChange={setFile}
        hint="Any image, up to 2 MB."
      />
    )
  },
}
