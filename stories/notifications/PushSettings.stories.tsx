import { expect, within } from 'storybook/test'
import { PushCard, PushSettings } from '@/features/notifications/push-settings'
import type { PushState } from '@/domain/push'
import preview from '#.storybook/preview'

/**
 * 'Notifications on this device' in the notification centre: the opt-in (asked only when
 * pressed), and once on, a switch per kind of news and 'Turn off notifications'.
 */
const meta = preview.meta({
  component: PushSettings,
  subcomponents: { PushCard },
  parameters: { user: 'investor' },
  args: { uid: 'seed-investor-01' },
})

const OFF: PushState = {
  publicKey: null,
  thisDevice: true,
  devices: 0,
  switches: { updates: true, answers: true, outcomes: true, cooling_off: true },
}
const ON: PushState = { ...OFF, devices: 1, switches: { ...OFF.switches, updates: false } }

/** As the browser running the stories allows it. */
export const AsThisBrowserAllows = meta.story()

export const TurnOn = meta.story({
  render: () => <PushCard uid="seed-investor-01" state={OFF} support="ask" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
  },
})
export const On = meta.story({
  render: () => <PushCard uid="seed-investor-01" state={ON} support="granted" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: 'Answers to your questions' })).toBeChecked()
    await expect(
      canvas.getByRole('checkbox', { name: 'Updates from startups you funded or follow' }),
    ).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Turn off notifications' })).toBeVisible()
  },
})
export const OnDark = meta.story({
  globals: { theme: 'dark' },
  render: () => <PushCard uid="seed-investor-01" state={ON} support="granted" />,
})
/** The person blocked notifications for the site: where to allow them. */
export const Blocked = meta.story({
  render: () => <PushCard uid="seed-investor-01" state={OFF} support="blocked" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Notifications are blocked for Seedling/),
    ).toBeVisible()
  },
})
export const Unsupported = meta.story({
  render: () => <PushCard uid="seed-investor-01" state={OFF} support="unsupported" />,
})
