import { Box, Image } from '@chakra-ui/react'
import { useState } from 'react'
import { logoSrcSet } from '@/domain/logo-sizes'
import { safeUrl } from '@/domain/safe-url'

/**
 * A startup's logo, square, at a fixed size (no layout shift). Every logo goes through `safeUrl`
 * here, so a `javascript:` or other unsafe address never reaches an <img>. `alt` is empty where
 * the startup's name is already next to it. A logo that cannot be loaded (offline, gone) leaves
 * a plain tile of the same size, not the browser's broken-image mark and its alt text. Where
 * the server keeps smaller copies of it (`widths`), `srcset` lets the browser pick one.
 */
export function StartupLogo({
  src,
  widths,
  size,
  alt = '',
  rounded = 'md',
  lazy = false,
}: {
  src: string
  /**
   * The widths the logo is also kept at (the startup's `logoWidths`): the browser then loads the
   * copy that fits `size` on its screen rather than the logo as uploaded.
   */
  widths?: readonly number[] | undefined
  size: number
  alt?: string
  rounded?: 'md' | 'lg'
  /**
   * Loaded only as it nears the screen (`loading="lazy"`): for lists, whose rows below the
   * first screen a visitor may never reach.
   */
  lazy?: boolean
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const safe = safeUrl(src)
  if (!safe || failed === safe)
    return (
      <Box
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        width={`${size}px`}
        height={`${size}px`}
        rounded={rounded}
        bg="bg.muted"
        flexShrink={0}
      />
    )
  const srcSet = logoSrcSet(safe, widths)
  return (
    <Image
      src={safe}
      {...(srcSet ? { srcSet, sizes: `${size}px` } : {})}
      alt={alt}
      width={`${size}px`}
      height={`${size}px`}
      rounded={rounded}
      objectFit="cover"
      bg="bg.muted"
      flexShrink={0}
      {...(lazy ? { loading: 'lazy' as const } : {})}
      onError={() => setFailed(safe)}
    />
  )
}
