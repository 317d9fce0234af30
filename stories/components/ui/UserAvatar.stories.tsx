import { HStack } from '@chakra-ui/react'
import { UserAvatar } from '@/components/ui/user-avatar'
import preview from '#.storybook/preview'

/** A person's photo, a picture drawn on the device, or their initials when it fails to load. */
const meta = preview.meta({
  component: UserAvatar,
  args: { name: 'Meera Shah', src: '/avatars/investor-1.svg', size: 'lg' as const },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    src: { control: 'text' },
  },
})

export const Photo = meta.story()
export const PictureThatFails = meta.story({
  args: { name: 'Vikram Desai', src: '/no-such-image.png' },
})
export const NoPhoto = meta.story({ args: { name: 'Anita Rao', src: null } })
export const Sizes = meta.story({
  render: (args) => (
    <HStack>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <UserAvatar key={size} {...args} size={size} />
      ))}
    </HStack>
  ),
})
