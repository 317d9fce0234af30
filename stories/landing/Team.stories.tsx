import { Team } from '@/features/landing/landing-sections'
import preview from '#.storybook/preview'

const meta = preview.meta({
  title: 'Landing/Team',
  component: Team,
  parameters: { layout: 'fullscreen', user: 'signed-out' },
})

export const TheTeam = meta.story()
