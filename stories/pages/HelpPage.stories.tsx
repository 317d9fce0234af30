import { HelpPage } from '@/features/pages/help-page'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: HelpPage,
  parameters: { user: 'signed-out' },
})

export const Help = meta.story()
