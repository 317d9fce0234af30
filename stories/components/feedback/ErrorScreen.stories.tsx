import { fn } from 'storybook/test'
import { ErrorScreen } from '@/components/feedback/error-screen'
import preview from '#.storybook/preview'

const meta = preview.meta({
  title: 'Components/Feedback/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('Cannot read properties of undefined'), reset: fn() },
  argTypes: { error: { control: false } },
})

export const UnexpectedError = meta.story()
