import { Image } from '@chakra-ui/react'
import { safeUrl } from '@/domain/safe-url'

/**
 * A startup's logo, square, at a fixed size (no layout shift). Every logo goes through `safeUrl`
 * here, so a `javascript:` or other unsafe address never reaches an <img>. `alt` is empty where
 * the startup's name is already next to it.
 */
export function StartupLogo({
  src,
  size,
  alt = '',
  rounded = 'md',
}: {
  src: string
  size: number
  alt?: string
  rounded?: 'md' | 'lg'
}) {
  return (
    <Image
      // No src at all rather than an empty one, which browsers fetch as the page itself.
      src={safeUrl(src) || undefined}
      alt={alt}
      width={`${size}px`}
      height={`${size}px`}
      rounded={rounded}
      objectFit="cover"
      bg="bg.muted"
      flexShrink={0}
    />
  )
}
