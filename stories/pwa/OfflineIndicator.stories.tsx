import { OfflineIndicator } from '@/features/pwa/offline-indicator'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: OfflineIndicator,
  args: { online: false },
})

export const Offline = meta.story()
