import sharp from 'sharp'
import { widthsFor, type LogoSize } from '@/domain/logo-sizes'
import type { FileToKeep } from '@/operations/startups'

/**
 * The demo backend's logo copies in Node, where there is no canvas: sharp makes the same WebP
 * copies the browser's canvas makes (mocks/logo-sizes.ts), and, as the browser, none of an SVG.
 */
export async function nodeLogoSizes(logo: FileToKeep): Promise<LogoSize[]> {
  if (logo.type === 'image/svg+xml') return []
  try {
    const { width = 0, height = 0 } = await sharp(logo.bytes).metadata()
    const sizes: LogoSize[] = []
    for (const size of widthsFor(Math.max(width, height)))
      sizes.push({
        width: size,
        type: 'image/webp',
        bytes: new Uint8Array(
          await sharp(logo.bytes)
            .resize(size, size, { fit: 'inside' })
            .webp({ quality: 82 })
            .toBuffer(),
        ),
      })
    return sizes
  } catch {
    return []
  }
}
