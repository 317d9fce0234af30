// Draws uploaded logos into bounded PNGs, alone in its own process (server/src/logo/sandbox.ts
// starts it with a memory ceiling, gives it one logo at a time and kills it past its CPU time).
// Each message is { id, bytes }; it is answered { id, begun } as its drawing begins (the sandbox
// counts this process's CPU time from then), then { id, png, sizes } or { id, refused }: sizes are
// WebP copies of the PNG at the widths given (the longer side at most that), smaller ones only.
//
// sharp (libvips, and librsvg for SVG) reads the header first and refuses more pixels than
// maxPixels before decoding anything; an SVG is drawn at the size it is kept at, never at the
// size it declares, and from memory with no base address, so librsvg loads no file and no
// address (only data: pictures inside it); its XML parser refuses entity amplification, and
// librsvg refuses SVGs that reference more than 500,000 elements.
import { Buffer } from 'node:buffer'
import process from 'node:process'
import sharp from 'sharp'

const [side, maxSide, maxPixels] = process.argv.slice(2, 5).map(Number)
const widths = (process.argv[5] ?? '').split(',').filter(Boolean).map(Number)

sharp.cache(false)
sharp.concurrency(1)
const options = { limitInputPixels: maxPixels, failOn: 'error', animated: false }

async function draw(input) {
  let meta
  try {
    meta = await sharp(input, options).metadata()
  } catch (error) {
    return { refused: `unreadable: ${error.message.split('\n')[0]}` }
  }
  if (!meta.width || !meta.height || meta.width > maxSide || meta.height > maxSide)
    return { refused: `too large: ${meta.width}×${meta.height}` }
  // An SVG is drawn at the density that makes its longer side `side` pixels (72 dpi is its size).
  const density =
    meta.format === 'svg'
      ? Math.max(1, Math.min(2_400, (72 * side) / Math.max(meta.width, meta.height)))
      : undefined
  try {
    const png = await sharp(input, { ...options, ...(density ? { density } : {}) })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: meta.format !== 'svg' })
      .png({ compressionLevel: 9, palette: true, quality: 90, effort: 7 })
      .toBuffer({ resolveWithObject: true })
    const longer = Math.max(png.info.width, png.info.height)
    const sizes = []
    // From the PNG just made: the uploaded bytes are decoded once.
    for (const width of widths.filter((w) => w < longer))
      sizes.push({
        width,
        bytes: await sharp(png.data)
          .resize(width, width, { fit: 'inside' })
          .webp({ quality: 82, effort: 4 })
          .toBuffer(),
      })
    return { png: png.data, sizes }
  } catch (error) {
    return { refused: `undrawable: ${error.message.split('\n')[0]}` }
  }
}

process.on('message', async ({ id, bytes }) => {
  process.send({ id, begun: true })
  process.send({ id, ...(await draw(Buffer.from(bytes))) })
})
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0))
