/** One CSV cell: quoted when needed, and never read as a formula by spreadsheet programs. */
function cell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows to RFC 4180 CSV text (CRLF line ends). */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** UTF-8's byte-order mark: without it Excel reads a CSV as the local code page. */
export const UTF8_BOM = '\uFEFF'

/**
 * Text as a file; a CSV starts with the byte-order mark, so Excel shows names like "Chāy Café"
 * or "पढ़ो पल" as written (other programs skip the mark).
 */
export function fileBlob(text: string, type = 'text/csv;charset=utf-8'): Blob {
  return new Blob(type.startsWith('text/csv') ? [UTF8_BOM, text] : [text], { type })
}

/** Offers text as a file download. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(fileBlob(text, type))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
