import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LogoLink, LogoMark } from '@/components/ui/logo'

const meta = {
  title: 'Components/UI/LogoMark',
  component: LogoMark,
  subcomponents: { LogoLink },
  args: { size: 64 },
  argTypes: { size: { control: { type: 'range', min: 16, max: 128, step: 8 } } },
} satisfies Meta<typeof LogoMark>
export default meta
type Story = StoryObj<typeof meta>

export const Mark: Story = {
  play: async ({ canvasElement, args }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg?.getBoundingClientRect().width).toBe(args.size)
  },
}
export const Small: Story = { args: { size: 24 } }
/** The mark with the name, linking home: the app's headers use it. */
export const AsALink: Story = {
  render: () => <LogoLink to="/" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Seedling')
  },
}
