import { Hero } from '@/features/landing/landing-sections'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: Hero,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const SignedOut = meta.story()
export const SignedIn = meta.story({ parameters: { user: 'investor' } })
