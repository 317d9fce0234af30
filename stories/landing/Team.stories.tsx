import { Team } from '@/features/landing/landing-sections'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: Team,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const TheTeam = meta.story()
