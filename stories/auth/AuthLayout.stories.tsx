import { Text } from '@chakra-ui/react'
import { expect, within } from 'storybook/test'
import { AuthLayout, AuthSwitchLink, OrDivider } from '@/features/auth/auth-layout'
import preview from '#.storybook/preview'

/** The frame of both auth screens: logo, title, subtitle and the form. */
const meta = preview.meta({
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
})

export const Frame = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      args.title,
    )
  },
})
/** The 'Or' between the e-mail form and Google. */
export const Divider = meta.story({
  render: () => (
    <div style={{ maxWidth: 320, padding: 16 }}>
      <OrDivider />
    </div>
  ),
})
