import { widthsFor, type LogoSize } from '@/domain/logo-sizes'
import type { FileToKeep } from '@/operations/startups'

/**
 * The demo's copies of an uploaded logo at the widths smaller than it, made in the visitor's
 * browser as Seedling's server makes them (createImageBitmap, OffscreenCanvas; WebP where the
 * browser writes it, else what it writes). None where there is no canvas (Node, where the
 * handlers' tests run) or the browser cannot decode the picture as a bitmap (an SVG): the logo
 * itself answers every width then.
 */
export async function logoSizes(logo: FileToKeep): Promise<LogoSize[]> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return []
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([logo.bytes.slice()], { type: logo.type }))
  } catch {
    return []
  }
  try {
    const longer = Math.max(bitmap.width, bitmap.height)
    const sizes: LogoSize[] = []
    for (const width of widthsFor(longer)) {
      const scale = width / longer
      const canvas = new OffscreenCanvas(
        Math.max(1, Math.round(bitmap.width * scale)),
        Math.max(1, Math.round(bitmap.height * scale)),
      )
      const context = canvas.getContext('2d')
      if (!context) return []
      context.imageSmoothingQuality = 'high'
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.82 })
      sizes.push({ width, type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) })
    }
    return sizes
  } catch {
    return []
  } finally {
    bitmap.close()
  }
}
