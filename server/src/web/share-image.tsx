import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { formatIndianNumber, fundingProgress } from '@/domain/format'
import type { Startup } from '@/domain/startup'
import type { StartupsStore } from '@/operations/startups'

/** The size chat apps and social networks show a large link preview at. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

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

/** Pictures the renderer can draw inside the image; others (WebP, AVIF) show the initial. */
const DRAWABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'])

async function logoDataUrl(store: StartupsStore, startup: Startup): Promise<string | null> {
  const fileId = startup.logo.split('/').pop()
  if (!fileId) return null
  const file = await store.file(fileId)
  if (!file || !DRAWABLE.has(file.type)) return null
  // An SVG logo is drawn to a PNG first, with the machine's fonts for any text in it (an SVG
  // inside the share image would be drawn without them).
  const [type, bytes] =
    file.type === 'image/svg+xml'
      ? [
          'image/png',
          new Resvg(Buffer.from(file.bytes), {
            fitTo: { mode: 'width', value: LOGO * 2 },
            font: { defaultFontFamily: 'DejaVu Sans' },
          })
            .render()
            .asPng(),
        ]
      : [file.type, Buffer.from(file.bytes)]
  return `data:${type};base64,${bytes.toString('base64')}`
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
  const progress = fundingProgress(startup.fundsRecieved, startup.fundsRequired)
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
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng()
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text
