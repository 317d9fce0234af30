import { Avatar } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { avatarSeed, deviceAvatar } from '@/auth/avatar'
import { safeUrl } from '@/domain/safe-url'

/**
 * The picture to show for `src`: a generated avatar drawn on this device (never fetched from the
 * avatar service), any other photo by its address, or nothing while there is none.
 */
function usePicture(src: string | null | undefined): string | undefined {
  const seed = avatarSeed(src)
  const [drawn, setDrawn] = useState<{ seed: string; picture: string } | null>(null)
  useEffect(() => {
    if (seed === null) return
    let current = true
    void deviceAvatar(seed).then(
      (picture) => current && setDrawn({ seed, picture }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [seed])
  if (seed !== null) return drawn?.seed === seed ? drawn.picture : undefined
  return safeUrl(src)
}

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
  const picture = usePicture(src)
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={name} />
      {picture ? <Avatar.Image src={picture} alt="" referrerPolicy="no-referrer" /> : null}
    </Avatar.Root>
  )
}
