import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { LOGO_WIDTHS } from '@/domain/logo-sizes'
import { LOGO_MAX_PIXELS, LOGO_MAX_SIDE } from '@/domain/startup-files'
import { serverPath } from '../paths'

/**
 * The longer side, in pixels, of a logo as it is kept and served (a card shows it at 96 CSS
 * pixels at most: 288 on a 3× screen).
 */
export const LOGO_SIDE = 320

/**
 * What one drawing may take. CPU time, not wall time: on a machine busy with other work a
 * legitimate logo waits its turn for a core (a photograph-like 600 × 400 logo costs 0.6 s of CPU,
 * and took more than 8 s of wall time on a loaded machine), while a picture made to keep the
 * decoder busy is stopped after the same work wherever it runs. Wall time bounds the rest (a
 * process that never starts or never answers). And address space: Node reserves about 1.3 GiB
 * at start (little of it resident), so 2 GiB leaves the decoder about 0.7 GiB.
 */
export const DRAWING_CPU_MS = 4_000
const DRAWING_WALL_MS = 60_000
const CHECK_EVERY_MS = 100
const MEMORY_KB = 2 * 1024 * 1024

/**
 * The CPU time a process has used so far in milliseconds (Linux: utime + stime of
 * /proc/{pid}/stat, every thread of it, in clock ticks of 1/100 s), or null where there is no
 * /proc to read.
 */
export function cpuMsOf(pid: number): number | null {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

// Plain JavaScript, run as it is from the sources (also by a built server).
const WORKER = serverPath('src/logo/worker.mjs')

/**
 * A logo drawn into a PNG of at most LOGO_SIDE pixels a side with its WebP copies at the smaller
 * of LOGO_WIDTHS, or why it could not be.
 */
export type Drawn = { png: Buffer; sizes: { width: number; bytes: Buffer }[] } | { refused: string }

/** The drawing process, started when first needed and again after it is stopped or dies. */
let worker: ChildProcess | null = null
let nextId = 0
/** One drawing at a time: the queue of those waiting for the worker. */
let queue: Promise<unknown> = Promise.resolve()

function startWorker(): ChildProcess {
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
      LOGO_WIDTHS.join(','),
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced' },
  )
  // It never keeps the server running, and it ends with it (its IPC channel closes).
  child.unref()
  child.channel?.unref()
  child.on('error', () => undefined)
  child.on('exit', () => {
    if (worker === child) worker = null
  })
  return child
}

function drawInWorker(bytes: Uint8Array): Promise<Drawn> {
  const child = (worker ??= startWorker())
  const id = ++nextId
  return new Promise<Drawn>((resolve) => {
    const done = (drawn: Drawn) => {
      clearInterval(timer)
      child.off('message', answered)
      child.off('exit', died)
      child.channel?.unref()
      resolve(drawn)
    }
    /** What this drawing has used: CPU time from when the worker began it, or wall time. */
    let used: () => number = () => 0
    const answered = (message: {
      id: number
      begun?: true
      png?: Uint8Array
      sizes?: { width: number; bytes: Uint8Array }[]
      refused?: string
    }) => {
      if (message.id !== id) return
      if (message.begun) {
        const cpuAtStart = child.pid === undefined ? null : cpuMsOf(child.pid)
        const wallAtStart = performance.now()
        used =
          cpuAtStart === null
            ? () => performance.now() - wallAtStart
            : () => (cpuMsOf(child.pid!) ?? Infinity) - cpuAtStart
        return
      }
      done(
        message.png
          ? {
              png: Buffer.from(message.png),
              sizes: (message.sizes ?? []).map(({ width, bytes }) => ({
                width,
                bytes: Buffer.from(bytes),
              })),
            }
          : { refused: message.refused ?? '' },
      )
    }
    const died = (code: number | null, signal: string | null) =>
      done({ refused: `the drawing process stopped (${signal ?? code})` })
    // Past its CPU time (or the wall time) the process is stopped: the next logo gets a new one.
    const stop = (refused: string) => {
      child.kill('SIGKILL')
      if (worker === child) worker = null
      done({ refused })
    }
    const started = performance.now()
    const timer = setInterval(() => {
      if (used() > DRAWING_CPU_MS) stop(`took more than ${DRAWING_CPU_MS} ms of CPU to draw`)
      else if (performance.now() - started > DRAWING_WALL_MS)
        stop(`took more than ${DRAWING_WALL_MS} ms to draw`)
    }, CHECK_EVERY_MS)
    child.on('message', answered)
    child.on('exit', died)
    child.channel?.ref()
    child.send({ id, bytes }, (error) => {
      if (error) done({ refused: `could not be sent to the drawing process (${error.message})` })
    })
  })
}

/**
 * Draws untrusted picture bytes (PNG, JPEG, GIF, WebP, AVIF, SVG) into a bounded PNG in a
 * process of its own (server/src/logo/worker.mjs), under a memory ceiling and a CPU deadline: a
 * picture that crashes the decoder, loops in it or grows without end costs that process alone
 * (it is started again for the next logo), and answers `refused`. This server never decodes a
 * logo in its own process. Logos are drawn one at a time; the process stays for the next one.
 */
export function drawLogo(bytes: Uint8Array): Promise<Drawn> {
  const drawn = queue.then(() => drawInWorker(bytes))
  queue = drawn.catch(() => undefined)
  return drawn
}
