import { NeedsConnection } from '@/components/connection/needs-connection'
import preview from '#.storybook/preview'

/** Remote mode, no connection: invest and publicise say so and keep the input. */
const meta = preview.meta({
  component: NeedsConnection,
  args: { action: 'Investing', offline: true },
  argTypes: { action: { control: 'text' } },
})

export const NeedsAConnection = meta.story()
export const Publicising = meta.story({ args: { action: 'Publicising' } })
