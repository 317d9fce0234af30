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

/** A logo checked as above; the type to store and serve it with. */
export function checkLogoFile(logo: UploadedFile | null): string {
  const logoProblem = logoFileProblem(logo)
  if (logoProblem) throw new Problem(422, 'invalid_logo', logoProblem, 'logo')
  const logoType = sniffImage(logo!.bytes)
  if (!logoType) throw new Problem(422, 'invalid_logo', 'The logo file is not an image', 'logo')
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
