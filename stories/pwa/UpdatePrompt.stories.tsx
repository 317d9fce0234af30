import { expect, within } from 'storybook/test'
import { FloatingLayer } from '@/features/pwa/floating-card'
import { UpdatePrompt } from '@/features/pwa/update-prompt'
import { fixedUpdate, WithPwa } from '../support/pwa-fakes'
import preview from '#.storybook/preview'

/** A new version is waiting: 'Reload' to take it, unless the person is in the middle of a flow. */
const meta = preview.meta({
  component: UpdatePrompt,
})

export const UpdateReady = meta.story({
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
})

/** During an investment or while publicising, a waiting update is not offered. */
export const HeldDuringAFlow = meta.story({
  render: () => (
    <WithPwa update={fixedUpdate({ ready: true, held: true })}>
      <UpdatePrompt />
    </WithPwa>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Reload' })).toBeNull()
  },
})
