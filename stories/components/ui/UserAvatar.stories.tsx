import { HStack } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { UserAvatar } from '@/components/ui/user-avatar'

/** A person's photo, a picture drawn on the device, or their initials when it fails to load. */
const meta = {
  title: 'Components/UI/UserAvatar',
  component: UserAvatar,
  args: { name: 'Meera Shah', src: '/avatars/investor-1.svg', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof UserAvatar>
export default meta
type Story = StoryObj<typeof meta>

export const Photo: Story = {}
export const PictureThatFails: Story = {
  args: { name: 'Vikram Desai', src: '/no-such-image.png' },
}
export const NoPhoto: Story = { args: { name: 'Anita Rao', src: null } }
export const Sizes: Story = {
  render: (args) => (
    <HStack>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <UserAvatar key={size} {...args} size={size} />
      ))}
    </HStack>
  ),
}
