import { imageSize } from 'image-size'
import { sniffImage, sniffReport } from './file-signature'
import { Problem } from './problem'
import { logoFileProblem, reportFileProblem, type FileLike } from './startup'

/** An uploaded file with its bytes, whatever the runtime read it from. */
export interface UploadedFile extends FileLike {
  bytes: Uint8Array
}

/**
 * The logo and report of a new startup, checked the same way by both backends: present, within
 * the size limits, of an allowed kind, and — by their first bytes, not their names or declared
 * types — what they claim to be. Answers the types to store and serve them with.
 */
export function checkStartupFiles(
  logo: UploadedFile | null,
  report: UploadedFile | null,
): { logoType: string; reportType: string } {
  return { logoType: checkLogoFile(logo), reportType: checkReportFile(report) }
}

/** The most pixels a logo may have a side, and in all: a logo is shown at 96 pixels at most. */
export const LOGO_MAX_SIDE = 4_096
export const LOGO_MAX_PIXELS = LOGO_MAX_SIDE * LOGO_MAX_SIDE

/**
 * What is wrong with a picture's size as its header states it (read without decoding a pixel),
 * or null: more than LOGO_MAX_SIDE pixels a side, or a size that cannot be read.
 */
export function logoSizeProblem(bytes: Uint8Array): string | null {
  let size: { width?: number; height?: number }
  try {
    size = imageSize(bytes)
  } catch {
    return "The logo's size cannot be read: save it again as PNG or JPEG"
  }
  const { width = 0, height = 0 } = size
  if (!(width >= 1 && height >= 1))
    return "The logo's size cannot be read: save it again as PNG or JPEG"
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE)
    return `The logo must be at most ${LOGO_MAX_SIDE.toLocaleString('en-IN')} × ${LOGO_MAX_SIDE.toLocaleString('en-IN')} pixels`
  return null
}

/** A logo checked as above, and its size by its header; the type to store and serve it with. */
export function checkLogoFile(logo: UploadedFile | null): string {
  const logoProblem = logoFileProblem(logo)
  if (logoProblem) throw new Problem(422, 'invalid_logo', logoProblem, 'logo')
  const logoType = sniffImage(logo!.bytes)
  if (!logoType) throw new Problem(422, 'invalid_logo', 'The logo file is not an image', 'logo')
  const sizeProblem = logoSizeProblem(logo!.bytes)
  if (sizeProblem) throw new Problem(422, 'invalid_logo', sizeProblem, 'logo')
  return logoType
}

/** A report checked as above; the type to store and serve it with. */
export function checkReportFile(report: UploadedFile | null): string {
  const reportProblem = reportFileProblem(report)
  if (reportProblem) throw new Problem(422, 'invalid_report', reportProblem, 'report')
  const reportType = sniffReport(report!.name, report!.bytes)
  if (!reportType)
    throw new Problem(
      422,
      'invalid_report',
      "The report's contents do not match its file type",
      'report',
    )
  return reportType
}

/** A file name safe to put in a Content-Disposition header. */
export const safeFileName = (name: string) => name.replace(/[^\w.-]+/g, '_')

/**
 * How an uploaded file is served back: its own type, inline for images and as a download for
 * reports, never sniffed, never able to run as a page, cached for good (an id never changes its
 * bytes).
 */
export function servedFileHeaders(file: { name: string; type: string; size: number }) {
  const inline = file.type.startsWith('image/')
  return {
    'Content-Type': file.type,
    'Content-Length': String(file.size),
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${safeFileName(file.name)}"`,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
  }
}
