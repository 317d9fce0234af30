import type { Meta, StoryObj } from '@storybook/react-vite'
import { GoogleIcon } from '@/features/auth/google-icon'

const meta = { title: 'Auth/GoogleIcon', component: GoogleIcon } satisfies Meta<typeof GoogleIcon>
export default meta
type Story = StoryObj<typeof meta>

export const Icon: Story = {}
