import { FounderHome } from '@/features/founder/founder-home'
import preview from '#.storybook/preview'

/** A founder's dashboard home: publicise first, then the summary of the raise. */
const meta = preview.meta({
  component: FounderHome,
  parameters: { user: 'founder' },
  args: { uid: 'seed-founder-06', state: 'active' as const },
  argTypes: {
    state: { control: 'inline-radio', options: [undefined, 'inactive', 'active', 'error'] },
  },
})

export const Published = meta.story()
export const Loading = meta.story({ args: { state: undefined } })
export const NotPublished = meta.story({
  parameters: { user: 'newFounder' },
  args: { uid: 'story-new-founder', state: 'inactive' },
})
export const Failed = meta.story({ args: { state: 'error' } })
