import { expect, userEvent, within } from 'storybook/test'
import { ChartFrame, tokenColor } from '@/components/charts/chart-frame'
import preview from '#.storybook/preview'
import { stepThroughChart } from '../../support/chart-keys'

const VALUES = [3, 8, 5, 12, 9]

/** The frame alone, drawing dots: what a new kind of chart builds on. */
const meta = preview.meta({
  component: ChartFrame,
  args: {
    label: 'Five dots, from 3 to 9',
    h: '40',
    count: VALUES.length,
    indexAt: (x, size) =>
      Math.min(VALUES.length - 1, Math.max(0, Math.floor((x / size.width) * VALUES.length))),
    anchor: (index, size) => ({
      x: ((index + 0.5) / VALUES.length) * size.width,
      y: size.height - VALUES[index]! * 10,
    }),
    describe: (index) => ({ title: `Dot ${index + 1}`, value: String(VALUES[index]) }),
    children: (size, active) =>
      VALUES.map((value, index) => (
        <circle
          key={index}
          cx={((index + 0.5) / VALUES.length) * size.width}
          cy={size.height - value * 10}
          r={index === active ? 8 : 5}
          fill={tokenColor('purple.solid')}
        />
      )),
  },
  argTypes: {
    h: { control: 'select', options: ['24', '40', '64'] },
    indexAt: { control: false },
    anchor: { control: false },
    describe: { control: false },
    children: { control: false },
  },
})

export const Dots = meta.story({
  play: async ({ canvasElement }) => {
    await stepThroughChart(canvasElement, 'Five dots, from 3 to 9', [['Tab', 'Dot 5']])
    // Escape closes the tooltip.
    await userEvent.keyboard('{Escape}')
    await expect(within(canvasElement).queryByText('Dot 5')).toBeNull()
  },
})
