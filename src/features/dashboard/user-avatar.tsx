import { Avatar } from '@chakra-ui/react'

/** A person's photo, with their initials when it is missing or fails to load. */
export function UserAvatar({
  name,
  src,
  size = 'sm',
}: {
  name: string
  src?: string | null
  size?: 'xs' | 'sm' | 'md' | 'lg'
}) {
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={name} />
      {src ? <Avatar.Image src={src} alt="" referrerPolicy="no-referrer" /> : null}
    </Avatar.Root>
  )
}
