import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FloatingLayer } from '@/features/pwa/floating-card'
import { InstallOffer } from '@/features/pwa/install-offer'
import { NeedsConnection } from '@/components/connection/needs-connection'
import { UpdatePrompt } from '@/features/pwa/update-prompt'
import { SavedLabel } from '@/components/connection/saved-label'
import { fixedInstall, fixedUpdate, WithPwa, WithSavedAnswers } from '../support/pwa-fakes'

const meta = { title: 'App/Installed app' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const UpdateReady: Story = {
  render: () => (
    <WithPwa update={fixedUpdate({ ready: true, held: false })}>
      <FloatingLayer>
        <UpdatePrompt />
      </FloatingLayer>
    </WithPwa>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await expect(await canvas.findByRole('button', { name: 'Reload' })).toBeVisible()
  },
}

/** During an investment or while publicising, a waiting update is not offered. */
export const UpdateHeldDuringAFlow: Story = {
  render: () => (
    <WithPwa update={fixedUpdate({ ready: true, held: true })}>
      <UpdatePrompt />
    </WithPwa>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Reload' })).toBeNull()
  },
}

const installOffer = (method: 'prompt' | 'ios') => () => (
  <WithPwa install={fixedInstall({ method })}>
    <FloatingLayer>
      <InstallOffer />
    </FloatingLayer>
  </WithPwa>
)

export const InstallWhereTheBrowserOffersIt: Story = { render: installOffer('prompt') }

export const InstallOnIos: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: installOffer('ios'),
}

export const BothOffers: Story = {
  render: () => (
    <WithPwa
      update={fixedUpdate({ ready: true, held: false })}
      install={fixedInstall({ method: 'prompt' })}
    >
      <FloatingLayer>
        <UpdatePrompt />
        <InstallOffer />
      </FloatingLayer>
    </WithPwa>
  ),
}

/** Remote mode, no connection: invest and publicise say so and keep the input. */
export const NeedsAConnection: Story = {
  render: () => <NeedsConnection action="Investing" offline />,
}

/** Remote mode, server unreachable: explore and startup pages show what the device kept. */
export const SavedThreeHoursAgo: Story = {
  render: () => (
    <WithSavedAnswers hoursAgo={3}>
      <SavedLabel queryKey={['startups', 'explore']} />
    </WithSavedAnswers>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Saved 3 hours ago')).toBeVisible()
  },
}
