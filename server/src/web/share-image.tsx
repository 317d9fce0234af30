import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { LRUCache } from 'lru-cache'
import { sniffImage } from '@/domain/file-signature'
import { formatIndianNumber, fundingProgress } from '@/domain/format'
import type { Startup } from '@/domain/startup'
import type { StartupsStore } from '@/operations/startups'
import { drawLogo, LOGO_SIDE } from '../logo/sandbox'
import { loadLater } from '../load-later'

/** The size chat apps and social networks show a large link preview at. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** satori (with yoga's WebAssembly) and resvg: about 13 MB of a process, loaded at the first image. */
const engines = loadLater(async () => {
  const [{ default: satori }, { renderAsync }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ])
  return { satori, renderAsync }
})

const require = createRequire(import.meta.url)
const font = (file: string) => readFileSync(require.resolve(`@fontsource/inter/files/${file}`))

let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined
/** Inter (its Latin and Latin-extended sets), read once when first needed. */
function interFonts() {
  fonts ??= (['latin', 'latin-ext'] as const).flatMap((set) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      data: font(`inter-${set}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  )
  return fonts
}

/**
 * The logo's PNG as the share image draws it: a logo kept since logos are drawn at upload is a
 * PNG of at most LOGO_SIDE pixels a side, drawn as it is; any other (one kept before, or the
 * seeded SVGs) is drawn once in the sandbox, and that answer (a PNG, or none) kept for the
 * process's life, so a logo that cannot be drawn costs one try and then shows the initial.
 */
const rasters = new LRUCache<string, { png: Buffer | null }>({
  max: 2_000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (entry) => (entry.png?.length ?? 0) + 1,
})

const isBoundedPng = (bytes: Uint8Array) =>
  sniffImage(bytes) === 'image/png' &&
  bytes.length > 24 &&
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  Buffer.from(bytes).readUInt32BE(16) <= LOGO_SIDE &&
  Buffer.from(bytes).readUInt32BE(20) <= LOGO_SIDE

async function logoDataUrl(store: StartupsStore, startup: Startup): Promise<string | null> {
  const fileId = startup.logo.split('/').pop()
  if (!fileId) return null
  let raster = rasters.get(fileId)
  if (!raster) {
    const file = await store.file(fileId)
    if (!file) return null
    if (isBoundedPng(file.bytes)) raster = { png: Buffer.from(file.bytes) }
    else {
      const drawn = await drawLogo(file.bytes)
      raster = { png: 'png' in drawn ? drawn.png : null }
    }
    rasters.set(fileId, raster)
  }
  return raster.png && `data:image/png;base64,${raster.png.toString('base64')}`
}

const BRAND = '#15803d'
const LOGO = 168

/**
 * A startup's link preview (1200×630 PNG): its logo, name and slogan, how much it has raised
 * of what it asks, with the bar the app shows, and Seedling's name. Drawn with satori (layout
 * and text to SVG) and resvg (SVG to PNG).
 */
export async function shareImage(store: StartupsStore, startup: Startup): Promise<Buffer> {
  const logo = await logoDataUrl(store, startup)
  if (!logo) return drawShareImage(startup, null)
  try {
    return await drawShareImage(startup, logo)
  } catch {
    // Whatever went wrong with the picture, the preview still shows the startup, with its initial.
    return drawShareImage(startup, null)
  }
}

async function drawShareImage(startup: Startup, logo: string | null): Promise<Buffer> {
  const progress = fundingProgress(startup.fundsRecieved, startup.fundsRequired)
  const { satori, renderAsync } = await engines()
  const svg = await satori(
    <div
      style={{
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: '#f0fdf4',
        color: '#0f172a',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 40 }}>
        {logo ? (
          <img
            src={logo}
            width={168}
            height={168}
            style={{ borderRadius: 24, background: '#ffffff' }}
          />
        ) : (
          <div
            style={{
              width: LOGO,
              height: LOGO,
              borderRadius: 24,
              background: BRAND,
              color: '#ffffff',
              fontSize: 96,
              fontWeight: 700,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {(startup.name.trim()[0] ?? 'S').toUpperCase()}
          </div>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, display: 'flex' }}>
            {clip(startup.name, 40)}
          </div>
          <div style={{ fontSize: 34, color: '#334155', lineHeight: 1.3, display: 'flex' }}>
            {clip(startup.slogan, 90)}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 16, fontSize: 40 }}>
          <span style={{ fontWeight: 700 }}>Rs {formatIndianNumber(startup.fundsRecieved)}</span>
          <span style={{ color: '#334155' }}>
            raised of Rs {formatIndianNumber(startup.fundsRequired)}
          </span>
        </div>
        <div style={{ display: 'flex', height: 24, borderRadius: 12, background: '#bbf7d0' }}>
          <div
            style={{
              width: `${Math.max(progress, progress > 0 ? 2 : 0)}%`,
              height: 24,
              borderRadius: 12,
              background: BRAND,
            }}
          />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 30 }}>
          <span style={{ color: '#334155' }}>{Math.floor(progress)}% funded</span>
          <span style={{ color: BRAND, fontWeight: 700 }}>Seedling</span>
        </div>
      </div>
    </div>,
    { ...SHARE_IMAGE, fonts: interFonts() },
  )
  // Drawn on libuv's thread pool, not this process's event loop: the server answers meanwhile.
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } })
  return image.asPng()
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text
