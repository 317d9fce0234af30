import { expect, within } from 'storybook/test'
import { LogoLink, LogoMark } from '@/components/ui/logo'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: LogoMark,
  subcomponents: { LogoLink },
  args: { size: 64 },
  argTypes: { size: { control: { type: 'range', min: 16, max: 128, step: 8 } } },
})

export const Mark = meta.story({
  play: async ({ canvasElement, args }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg?.getBoundingClientRect().width).toBe(args.size)
  },
})
export const Small = meta.story({ args: { size: 24 } })
/** The mark with the name, linking home: the app's headers use it. */
export const AsALink = meta.story({
  render: () => <LogoLink to="/" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Seedling')
  },
})
