import { expect, within } from 'storybook/test'
import { SuspendedNotice } from '@/features/dashboard/suspended-notice'
import { answering } from '../support/overrides'
import preview from '#.storybook/preview'

/** What a suspended account reads above every dashboard screen: why, since when, what it cannot do. */
const meta = preview.meta({ component: SuspendedNotice, args: { uid: 'seed-investor-01' } })

const record = (reason: string) => ({
  exists: true,
  role: 'investor',
  following: [],
  reported: [],
  suspended: { reason, at: '2026-11-27T09:30:00.000Z' },
})

export const Suspended = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answering('users/getuser/seed-investor-01', record('Abusive questions on several startups')),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your account is suspended')).toBeVisible()
    await expect(canvas.getByText(/“Abusive questions on several startups”/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'ask for help' })).toBeVisible()
  },
})
export const SuspendedDark = meta.story({ ...Suspended.input, globals: { theme: 'dark' } })
/** A long reason wraps on a phone. */
export const LongReason = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answering(
        'users/getuser/seed-investor-01',
        record(
          'Five questions in a day calling founders crooks and frauds, on five different startups, after a warning by e-mail. Write to us saying you will ask questions, not insult, and we will lift it.',
        ),
      ),
    ),
})
/** Not suspended (the demo's own record): nothing shows. */
export const NotSuspended = meta.story({
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(within(canvasElement).queryByText('Your account is suspended')).toBeNull()
  },
})
