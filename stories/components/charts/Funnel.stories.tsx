import { expect, within } from 'storybook/test'
import { Funnel } from '@/components/charts/funnel'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: Funnel,
  args: {
    label: 'From page view to investment, since publishing',
    steps: [
      { label: 'Page views', value: 120 },
      { label: 'Codes requested', value: 18 },
      { label: 'Investments', value: 9 },
    ],
  },
})

export const ViewsToInvestments = meta.story({
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: /From page view/ })
    const steps = within(list).getAllByRole('listitem')
    await expect(steps).toHaveLength(3)
    await expect(steps[1]).toHaveTextContent('Codes requested: 18')
    await expect(steps[1]).toHaveTextContent('15.0% of page views')
    await expect(steps[2]).toHaveTextContent('50.0% of codes requested')
  },
})

export const NoViewsYet = meta.story({
  args: {
    steps: [
      { label: 'Page views', value: 0 },
      { label: 'Codes requested', value: 0 },
      { label: 'Investments', value: 0 },
    ],
  },
})
