import { Avatar } from '@chakra-ui/react'
import { safeUrl } from '@/domain/safe-url'

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
      {safeUrl(src) ? (
        <Avatar.Image src={safeUrl(src)} alt="" referrerPolicy="no-referrer" />
      ) : null}
    </Avatar.Root>
  )
}
