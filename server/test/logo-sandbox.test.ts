import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PNG_BYTES } from '@/contract/kit/files'
import { photoLikeLogo } from '@/contract/kit/photo-logo'
import { cpuMsOf, drawLogo, DRAWING_CPU_MS } from '../src/logo/sandbox'
import { turbulences } from './hostile-logos'

/** The drawing process this test process started (server/src/logo/worker.mjs), from /proc. */
function drawingProcess(): number {
  const found = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return (
          parent === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('logo/worker.mjs')
        )
      } catch {
        return false // gone meanwhile
      }
    })
  expect(found).toHaveLength(1)
  return Number(found[0])
}

describe("the logo sandbox's deadline", () => {
  it('counts the CPU time a drawing uses, not the time it waits for a core', async () => {
    const logo = await photoLikeLogo()
    expect('png' in (await drawLogo(PNG_BYTES))).toBe(true)
    const pid = drawingProcess()
    // Once it is drawing, the drawing process gets no CPU at all for longer than its CPU time, as
    // on a machine whose cores are all taken, then goes on: its logo is drawn.
    const cpuBefore = cpuMsOf(pid)!
    const drawn = drawLogo(logo)
    while (cpuMsOf(pid)! < cpuBefore + 100) await new Promise((resolve) => setTimeout(resolve, 5))
    process.kill(pid, 'SIGSTOP')
    await new Promise((resolve) => setTimeout(resolve, DRAWING_CPU_MS + 1_000))
    process.kill(pid, 'SIGCONT')
    const answer = await drawn
    expect('refused' in answer ? answer.refused : 'drawn').toBe('drawn')
    expect(drawingProcess()).toBe(pid)
  }, 30_000)

  it('stops a drawing past its CPU time, and draws the next logo in a new process', async () => {
    expect('png' in (await drawLogo(PNG_BYTES))).toBe(true)
    const pid = drawingProcess()
    const answer = await drawLogo(turbulences(100))
    expect('refused' in answer && answer.refused).toBe(
      `took more than ${DRAWING_CPU_MS} ms of CPU to draw`,
    )
    expect('png' in (await drawLogo(PNG_BYTES))).toBe(true)
    expect(drawingProcess()).not.toBe(pid)
  }, 60_000)
})
