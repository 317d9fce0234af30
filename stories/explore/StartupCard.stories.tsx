import { expect, within } from 'storybook/test'
import { startupSchema } from '@/domain/startup'
import { StartupCard } from '@/features/explore/startup-card'
import preview from '#.storybook/preview'
import { backgroundBehind, contrastRatio, edgeColor } from '../support/contrast'

const krishiSense = startupSchema.parse({
  _id: 'krishi-sense',
  name: 'KrishiSense',
  slogan: 'Soil sensors that tell farmers when to water',
  description:
    '## Water where it matters\n\nKrishiSense makes **solar-powered soil-moisture probes**.',
  logo: '/logos/krishi-sense.svg',
  fundsRecieved: 950000,
  fundsRequired: 2500000,
  username: 'Ravi Patil',
  stocks: 8,
  founded: '2021-06-14T00:00:00.000Z',
  domain: ['Agriculture', 'Construction', 'IT'],
})

/** One startup in explore: logo, name, slogan, domains, progress; the whole card links to it. */
const meta = preview.meta({
  component: StartupCard,
  args: { startup: krishiSense },
  argTypes: { startup: { control: 'object' } },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
})

export const Card = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'KrishiSense' })).toBeVisible()
    // A card's logo loads as it nears the screen: explore's cards below the first screen wait.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
})
export const FullyFunded = meta.story({
  args: { startup: { ...krishiSense, fundsRecieved: krishiSense.fundsRequired } },
})
export const OneDomain = meta.story({ args: { startup: { ...krishiSense, domain: ['Finance'] } } })

/** A card with nothing raised yet, in dark mode: its empty bar's edge stands out 3:1 on the card. */
export const NothingRaisedDark = meta.story({
  args: { startup: { ...krishiSense, fundsRecieved: 0 } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getByLabelText('0% raised')
    await expect(contrastRatio(edgeColor(track), backgroundBehind(track))).toBeGreaterThanOrEqual(3)
  },
})
