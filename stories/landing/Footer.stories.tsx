import { Footer } from '@/features/landing/landing-sections'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: Footer,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const PageFooter = meta.story()
