import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { LOGO_MAX_PIXELS, LOGO_MAX_SIDE } from '@/domain/startup-files'

/** The longer side, in pixels, of a logo as it is kept and served (a card shows it at 96 CSS pixels at most: 288 on a 3× screen). */
export const LOGO_SIDE = 320

/**
 * What one drawing may take: wall time, and address space. Node reserves about 1.3 GiB of
 * address space at start (little of it resident), so 2 GiB leaves the decoder about 0.7 GiB.
 */
const DEADLINE_MS = 8_000
const MEMORY_KB = 2 * 1024 * 1024
/** A logo of 512×512 pixels is at most 1 MB as PNG; a worker writing more is stopped. */
const OUTPUT_MAX = 4 * 1024 * 1024
/** Drawings at once in this process; the rest wait their turn. */
const AT_ONCE = 2

const WORKER = fileURLToPath(new URL('./worker.mjs', import.meta.url))

/** A logo drawn into a PNG of at most LOGO_SIDE pixels a side, or why it could not be. */
export type Drawn = { png: Buffer } | { refused: string }

let running = 0
const waiting: (() => void)[] = []

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await work()
  } finally {
    running--
    waiting.shift()?.()
  }
}

/**
 * Draws untrusted picture bytes (PNG, JPEG, GIF, WebP, AVIF, SVG) into a bounded PNG in a
 * process of its own (server/src/logo/worker.mjs), under a memory ceiling and a deadline: a
 * picture that crashes the decoder, loops in it or grows without end costs that process alone,
 * and answers `refused`. This server never decodes a logo in its own process.
 */
export const drawLogo = (bytes: Uint8Array): Promise<Drawn> =>
  turn(
    () =>
      new Promise<Drawn>((resolve) => {
        const child = spawn(
          '/bin/sh',
          [
            '-c',
            'ulimit -v "$0" && exec "$@"',
            String(MEMORY_KB),
            process.execPath,
            '--max-old-space-size=128',
            WORKER,
            String(LOGO_SIDE),
            String(LOGO_MAX_SIDE),
            String(LOGO_MAX_PIXELS),
            String(Math.floor(DEADLINE_MS / 2_000)),
          ],
          { stdio: ['pipe', 'pipe', 'pipe'] },
        )
        const out: Buffer[] = []
        let size = 0
        let error = ''
        let verdict: string | null = null
        const stop = (why: string) => {
          verdict ??= why
          child.kill('SIGKILL')
        }
        const timer = setTimeout(() => stop('took too long to draw'), DEADLINE_MS)
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > OUTPUT_MAX) stop('drew too much')
          else out.push(chunk)
        })
        child.stderr.on('data', (chunk: Buffer) => {
          if (error.length < 1_000) error += chunk.toString()
        })
        child.stdin.on('error', () => {})
        child.on('error', (cause) => stop(`could not be drawn (${cause.message})`))
        child.on('close', (code, signal) => {
          clearTimeout(timer)
          if (!verdict && code === 0 && size > 0) return resolve({ png: Buffer.concat(out) })
          resolve({
            refused: verdict ?? (error.trim().slice(0, 200) || `stopped (${signal ?? code})`),
          })
        })
        child.stdin.end(bytes)
      }),
  )
