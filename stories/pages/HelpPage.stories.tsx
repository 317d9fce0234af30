import { HelpPage } from '@/features/pages/help-page'
import preview from '#.storybook/preview'

const meta = preview.meta({
  title: 'Pages/HelpPage',
  component: HelpPage,
  parameters: { user: 'signed-out' },
})

export const Help = meta.story()
