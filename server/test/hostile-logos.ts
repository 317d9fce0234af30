import { deflateSync } from 'node:zlib'

/**
 * Logos made to hurt the server that decodes them: each one a founder could upload, as a probe
 * of the share image found them. Made here, byte for byte, so none is committed as a file.
 */
const svg = (body: string, size = 'width="100" height="100"') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`,
  )

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer) {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([head, body, crc])
}

/** A real black-and-white PNG of `side` × `side` pixels: tiny compressed, huge decoded. */
export function hugePng(side: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** `<use>` ten times over, eleven levels deep: 10¹¹ rectangles from a few kilobytes. */
function nestedUses(levels: number) {
  let defs = '<rect id="l0" width="10" height="10"/>'
  for (let level = 1; level <= levels; level++)
    defs += `<g id="l${level}">${'<use href="#l' + (level - 1) + '"/>'.repeat(10)}</g>`
  return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`)
}

/**
 * A filter of `count` turbulences of 100 octaves each, all merged: each costs a tenth of a second
 * of a core at the size a logo is drawn, so a few hundred bytes keep the decoder busy as long as
 * they ask. The sandbox stops it after its CPU time (server/src/logo/sandbox.ts).
 */
export function turbulences(count: number) {
  let primitives = ''
  let merged = ''
  for (let i = 0; i < count; i++) {
    primitives += `<feTurbulence baseFrequency="0.${(i % 9) + 1}" numOctaves="100" seed="${i}" result="t${i}"/>`
    merged += `<feMergeNode in="t${i}"/>`
  }
  return svg(
    `<filter id="f" x="0" y="0" width="100" height="100" filterUnits="userSpaceOnUse">${primitives}<feMerge>${merged}</feMerge></filter><rect width="100" height="100" filter="url(#f)"/>`,
  )
}

/** Entities that expand a billionfold. */
function entityLoop() {
  const names = 'abcdefgh'
  let dtd = '<!ENTITY a "aaaaaaaaaa">'
  for (let i = 1; i < names.length; i++)
    dtd += `<!ENTITY ${names[i]} "${`&${names[i - 1]};`.repeat(10)}">`
  return Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE svg [${dtd}]><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text>&h;</text></svg>`,
  )
}

/** A picture in a file on the server's disk that a logo must never reach. */
export const secretPicturePath = (dir: string) => `${dir}/secret.png`

export interface HostileLogo {
  name: string
  bytes: Buffer
  /** What upload answers: refused (422), or kept as the bounded PNG drawn from it (201). */
  upload: 422 | 201
}

/** Each payload, with what the server does with it. */
export function hostileLogos(secretDir: string): HostileLogo[] {
  return [
    {
      name: 'an SVG 2,000,000 pixels tall',
      bytes: svg('<rect width="1" height="2000000"/>', 'width="1" height="2000000"'),
      upload: 422,
    },
    {
      name: 'an SVG turbulence filter of 100 octaves over a huge region',
      bytes: svg(
        '<filter id="f" x="-100000" y="-100000" width="200000" height="200000" filterUnits="userSpaceOnUse"><feTurbulence baseFrequency="0.5" numOctaves="100"/></filter><rect width="100" height="100" filter="url(#f)"/>',
      ),
      upload: 201,
    },
    {
      name: 'an SVG of a hundred 100-octave turbulences merged (10 s of a core to draw)',
      bytes: turbulences(100),
      upload: 422,
    },
    {
      name: 'an SVG picture of /dev/zero',
      bytes: svg('<image href="/dev/zero" width="100" height="100"/>'),
      upload: 201,
    },
    {
      name: "an SVG picture of a file on the server's disk",
      bytes: svg(
        `<image href="${secretPicturePath(secretDir)}" width="100" height="100"/><image xlink:href="file://${secretPicturePath(secretDir)}" width="100" height="100"/>`,
      ),
      upload: 201,
    },
    { name: 'a 30000×30000 one-bit PNG', bytes: hugePng(30_000), upload: 422 },
    { name: 'a 16000×16000 one-bit PNG', bytes: hugePng(16_000), upload: 422 },
    { name: 'eleven levels of nested <use>', bytes: nestedUses(11), upload: 201 },
    {
      name: 'a truncated SVG',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect wid',
      ),
      upload: 422,
    },
    { name: 'an SVG entity loop', bytes: entityLoop(), upload: 422 },
  ]
}
