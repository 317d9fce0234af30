import { NotFound } from '@/components/feedback/not-found'
import preview from '#.storybook/preview'

const meta = preview.meta({
  title: 'Components/Feedback/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
})

export const PageNotFound = meta.story()
