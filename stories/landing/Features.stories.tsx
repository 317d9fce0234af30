import { Features } from '@/features/landing/landing-sections'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: Features,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const FeatureBlurbs = meta.story()
