import { Stack } from '@chakra-ui/react'
import { expect, within } from 'storybook/test'
import { StartupLogo } from '@/components/ui/startup-logo'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: StartupLogo,
  args: { src: '/logos/chai-credit.svg', size: 56, alt: 'ChaiCredit logo' },
  argTypes: {
    size: { control: { type: 'range', min: 24, max: 160, step: 8 } },
    rounded: { control: 'select', options: ['md', 'lg'] },
  },
})

export const Logo = meta.story({
  play: async ({ canvasElement, args }) => {
    const img = within(canvasElement).getByRole('img', { name: 'ChaiCredit logo' })
    await expect(img.getBoundingClientRect().width).toBe(args.size)
  },
})
/** An unsafe address never reaches the <img>; a picture that fails leaves a plain tile. */
export const UnsafeAddress = meta.story({
  args: { src: 'javascript:alert(1)', alt: 'Unsafe logo' },
  play: async ({ canvasElement }) => {
    const unsafe = within(canvasElement).queryByRole('img', { name: 'Unsafe logo' })
    await expect(unsafe?.getAttribute('src') ?? '').not.toMatch(/javascript:/i)
  },
})
/** The sizes the app uses. */
export const Sizes = meta.story({
  render: () => (
    <Stack direction="row" align="center">
      <StartupLogo src="/logos/krishi-sense.svg" size={40} alt="KrishiSense logo" />
      <StartupLogo src="/logos/chai-credit.svg" size={56} alt="ChaiCredit logo" />
      <StartupLogo src="/logos/dhun-box.svg" size={72} rounded="lg" alt="DhunBox logo" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const large = within(canvasElement).getByRole('img', { name: 'DhunBox logo' })
    await expect(large.getBoundingClientRect().width).toBe(72)
  },
})
