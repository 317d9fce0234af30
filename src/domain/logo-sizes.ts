import { Problem } from './problem'

/**
 * The widths, in pixels, a logo is also kept at (WebP, its longer side at most that), besides the
 * logo itself: a card shows a logo at 40–72 CSS pixels, so 64 serves a 1× screen, 128 a 2× one
 * and 256 a 3× one. A logo smaller than a width is not made larger for it.
 */
export const LOGO_WIDTHS = [64, 128, 256] as const

/** The largest width a file's address may ask for (`?w=`). */
const MAX_ASKED_WIDTH = 4_096

/** A smaller copy of a kept logo. */
export interface LogoSize {
  width: number
  type: string
  bytes: Uint8Array
}

/** The widths to make for a logo whose longer side is `side` pixels (smaller ones only). */
export const widthsFor = (side: number): number[] => LOGO_WIDTHS.filter((width) => width < side)

/**
 * The width a file's address asks for (`?w=`, optional extension): undefined when it asks for
 * none; 422 when it is not a whole number of pixels from 1 to 4,096.
 */
export function askedWidth(query: URLSearchParams): number | undefined {
  const values = query.getAll('w')
  if (values.length === 0) return undefined
  const [text] = values
  const width = Number(text)
  if (values.length > 1 || !/^\d{1,4}$/.test(text!) || width < 1 || width > MAX_ASKED_WIDTH)
    throw new Problem(
      422,
      'invalid_width',
      `w must be a whole number of pixels from 1 to ${MAX_ASKED_WIDTH.toLocaleString('en-IN')}`,
      'w',
    )
  return width
}

/**
 * The copy that answers a width: the smallest at least that wide, else the largest there is;
 * undefined when the file has no copies (the file itself answers).
 */
export function sizeFor<Size extends { width: number }>(
  sizes: readonly Size[],
  width: number,
): Size | undefined {
  const ordered = [...sizes].sort((a, b) => a.width - b.width)
  return ordered.find((size) => size.width >= width) ?? ordered.at(-1)
}

/** A copy's file name: the logo's, its width and the copy's type ("logo.png" → "logo-128.webp"). */
export function sizedName(name: string, size: { width: number; type: string }): string {
  const extension = size.type.split('/')[1]?.replace(/[^a-z0-9]/g, '') || 'img'
  return `${name.replace(/\.[^.]*$/, '') || 'logo'}-${size.width}.${extension}`
}

/**
 * A file's address asking for `width` pixels: `?w=` added to it, the rest of the address kept
 * (an address that is not absolute is left as it is).
 */
export function sizedFileUrl(url: string, width: number): string {
  try {
    const sized = new URL(url)
    sized.searchParams.set('w', String(width))
    return sized.href
  } catch {
    return url
  }
}

/**
 * A logo's `srcset` (its copies by width) when the answer lists its widths (`logoWidths`), else
 * undefined: the logo's own address is all there is.
 */
export function logoSrcSet(url: string, widths: readonly number[] | undefined): string | undefined {
  if (!widths?.length || sizedFileUrl(url, 1) === url) return undefined
  return widths.map((width) => `${sizedFileUrl(url, width)} ${width}w`).join(', ')
}
