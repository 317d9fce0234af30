import { FounderSummary } from '@/features/founder/founder-summary'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: FounderSummary,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06' },
})

export const Summary = meta.story()
