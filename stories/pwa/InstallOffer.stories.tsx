import { expect, within } from 'storybook/test'
import { FloatingLayer } from '@/features/pwa/floating-card'
import { InstallOffer } from '@/features/pwa/install-offer'
import { UpdatePrompt } from '@/features/pwa/update-prompt'
import { fixedInstall, fixedUpdate, WithPwa } from '../support/pwa-fakes'
import preview from '#.storybook/preview'

const installOffer = (method: 'prompt' | 'ios') => () => (
  <WithPwa install={fixedInstall({ method })}>
    <FloatingLayer>
      <InstallOffer />
    </FloatingLayer>
  </WithPwa>
)

/** 'Install Seedling' where the browser offers it, and the steps on an iPhone. */
const meta = preview.meta({
  component: InstallOffer,
})

export const WhereTheBrowserOffersIt = meta.story({
  render: installOffer('prompt'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Install app' }),
    ).toBeVisible()
  },
})
export const OnIos = meta.story({
  globals: { viewport: { value: 'mobile1' } },
  render: installOffer('ios'),
})
export const BesideAnUpdate = meta.story({
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
})
