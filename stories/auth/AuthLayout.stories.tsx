import { Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AuthLayout, AuthSwitchLink, OrDivider } from '@/features/auth/auth-layout'

/** The frame of both auth screens: logo, title, subtitle and the form. */
const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  subcomponents: { OrDivider, AuthSwitchLink },
  parameters: { layout: 'fullscreen', user: 'signed-out' },
  args: {
    title: 'Welcome back',
    subtitle: 'Log in to fund startups or follow your raise.',
    children: <Text>The form goes here</Text>,
  },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof AuthLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Frame: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      args.title,
    )
  },
}
/** The 'Or' between the e-mail form and Google. */
export const Divider: Story = {
  render: () => (
    <div style={{ maxWidth: 320, padding: 16 }}>
      <OrDivider />
    </div>
  ),
}
