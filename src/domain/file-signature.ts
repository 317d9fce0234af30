/** What a file's first bytes say it is; extensions and declared types alone are not trusted. */
function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096)
  if (sample.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length < 4096 ? sample : sample.subarray(0, 4000),
    )
    return true
  } catch {
    return false
  }
}

/** The image type the bytes hold (png, jpeg, gif, webp, avif, svg), or null. */
export function sniffImage(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4) && startsWith(bytes, [0x61, 0x76, 0x69], 8))
    return 'image/avif'
  if (looksLikeText(bytes)) {
    const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase()
    if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
      return 'image/svg+xml'
  }
  return null
}

/** The report type the bytes hold for its extension (.pdf, .doc, .docx, .txt), or null. */
export function sniffReport(name: string, bytes: Uint8Array): string | null {
  const lower = name.toLowerCase()
  if (lower.endsWith('.pdf') && startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return 'application/pdf'
  if (lower.endsWith('.docx') && startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  if (lower.endsWith('.doc') && startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'application/msword'
  if (lower.endsWith('.txt') && looksLikeText(bytes)) return 'text/plain'
  return null
}
