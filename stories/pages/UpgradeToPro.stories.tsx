import { UpgradeToPro } from '@/features/pages/upgrade-to-pro'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: UpgradeToPro,
  args: { role: 'investor' as const },
  argTypes: { role: { control: 'inline-radio', options: ['investor', 'startup'] } },
})

export const PlansForInvestors = meta.story()
export const PlansForFounders = meta.story({ args: { role: 'startup' } })
