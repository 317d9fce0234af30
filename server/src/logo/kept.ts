import { Problem } from '@/domain/problem'
import type { FileToKeep } from '@/operations/startups'
import { drawLogo } from './sandbox'

/**
 * A logo as this server keeps and serves it: drawn once, at upload, into a PNG of at most
 * LOGO_SIDE pixels a side in the sandbox (./sandbox.ts). What is stored is that bounded raster,
 * never the uploaded bytes, so nothing this server later reads of a logo (the share image)
 * comes from the uploader. A logo the sandbox cannot draw is refused. Its WebP copies at the
 * smaller LOGO_WIDTHS are drawn from that PNG and kept with it (logo sizes).
 */
export async function logoToKeep(logo: FileToKeep): Promise<FileToKeep> {
  const drawn = await drawLogo(logo.bytes)
  if ('refused' in drawn) {
    const problem = new Problem(
      422,
      'invalid_logo',
      'The logo could not be read as a picture: save it again as PNG or JPEG',
      'logo',
    )
    // Why, for the request's log line (server/src/errors.ts): the founder is told only the above.
    problem.cause = `the drawing sandbox refused it: ${drawn.refused}`
    throw problem
  }
  return {
    name: `${logo.name.replace(/\.[^.]*$/, '') || 'logo'}.png`,
    type: 'image/png',
    size: drawn.png.byteLength,
    bytes: drawn.png,
    sizes: drawn.sizes.map(({ width, bytes }) => ({ width, type: 'image/webp', bytes })),
  }
}
