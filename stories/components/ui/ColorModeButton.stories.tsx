import { ColorModeButton } from '@/components/ui/color-mode-button'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: ColorModeButton,
})

export const Light = meta.story()
export const Dark = meta.story({ globals: { theme: 'dark' } })
