import { GoogleIcon } from '@/features/auth/google-icon'
import preview from '#.storybook/preview'

const meta = preview.meta({ title: 'Auth/GoogleIcon', component: GoogleIcon })

export const Icon = meta.story()
