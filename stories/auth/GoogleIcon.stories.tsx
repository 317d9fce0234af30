import { GoogleIcon } from '@/features/auth/google-icon'
import preview from '#.storybook/preview'

const meta = preview.meta({ component: GoogleIcon })

export const Icon = meta.story()
