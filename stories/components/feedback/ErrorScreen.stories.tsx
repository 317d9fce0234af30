import { expect, fn, within } from 'storybook/test'
import { START_FAILURE_DESCRIPTION, START_FAILURE_TITLE } from '@/app/start-failure'
import { ErrorScreen } from '@/components/feedback/error-screen'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { error: new Error('Cannot read properties of undefined'), reset: fn() },
  argTypes: { error: { control: false } },
})

export const UnexpectedError = meta.story()

/** In place of the splash when the app could not start; 'Try again' reloads the page. */
export const StartFailed = meta.story({
  args: {
    title: START_FAILURE_TITLE,
    description: START_FAILURE_DESCRIPTION,
    error: new TypeError(
      'Failed to fetch dynamically imported module: https://seedling.example.in/assets/demo-auth-Bq3x9.js',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement)
    await expect(screen.getByRole('heading', { name: START_FAILURE_TITLE })).toBeVisible()
    await expect(screen.getByText(/demo-auth-Bq3x9\.js/)).toBeVisible()
    screen.getByRole('button', { name: 'Try again' }).click()
    await expect(args.reset).toHaveBeenCalledOnce()
  },
})
