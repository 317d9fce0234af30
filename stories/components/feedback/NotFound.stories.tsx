import { NotFound } from '@/components/feedback/not-found'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: NotFound,
  parameters: { layout: 'fullscreen' },
})

export const PageNotFound = meta.story()
