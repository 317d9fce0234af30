import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { tokenFor } from '@/contract/kit/tokens'
import { TEST_SERVER_ARGS } from '../../scripts/server-process.ts'
import { call, emailOf, founderAndInvestor, halfSentPost, startServerProcess } from './helpers'

// The server as operators run it (`npm run server`), each test in processes of its own: apart
// from app.test.ts, whose tests share one app in this process, so that the two files run side
// by side.

describe('starting up', () => {
  it('says what to do when the embedded database cannot use its folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'seedling-datadir-'))
    try {
      // A file where the folder should be (as root, permissions alone do not stop a write).
      writeFileSync(join(folder, 'file'), '')
      // A folder holding something that is not PGlite's database.
      mkdirSync(join(folder, 'damaged'))
      writeFileSync(join(folder, 'damaged', 'PG_VERSION'), 'not a version\n')
      const start = (dataDir: string) =>
        spawnSync(process.execPath, TEST_SERVER_ARGS, {
          env: {
            ...process.env,
            NODE_ENV: 'development',
            PORT: '5098',
            SEEDLING_DATA_DIR: dataDir,
          },
          encoding: 'utf8',
          timeout: 60_000,
        })
      const unwritable = start(join(folder, 'file', 'data'))
      expect(unwritable.status).toBe(1)
      expect(unwritable.stderr).toContain('cannot be written (ENOTDIR)')
      expect(unwritable.stderr).toContain('set SEEDLING_DATA_DIR to a folder it can write')
      const damaged = start(join(folder, 'damaged'))
      expect(damaged.status).toBe(1)
      expect(damaged.stderr).toContain(
        `PGlite could not open its database in ${join(folder, 'damaged')}`,
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('refuses to start in production without SMTP, and says why', () => {
    const run = spawnSync(process.execPath, TEST_SERVER_ARGS, {
      env: { ...process.env, NODE_ENV: 'production', PORT: '5099', SMTP_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('SMTP_URL is required in production')
  })
})

describe('the server on PGlite', () => {
  it('finishes a request in flight on SIGTERM, then exits', async () => {
    const server = await startServerProcess({ PORT: '5092', SEEDLING_DATA_DIR: 'memory://' })
    const uid = 'graceful-user'
    const body = JSON.stringify({
      useruid: uid,
      email: emailOf(uid),
      name: 'Graceful',
      role: 'investor',
      photoUrl: '',
    })
    // The body arrives in two halves, with SIGTERM in between: the request is in flight.
    const { answer, sendRest } = halfSentPost(
      `${server.url}/api/users/adduser`,
      body,
      {
        Authorization: `Bearer ${await tokenFor(uid)}`,
      },
      20,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(server.child.exitCode).toBeNull()
    sendRest()
    expect((await answer).status).toBe(201)
    expect(await server.exited).toBe(0)
  })

  it('keeps a startup created through the API across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seedling-data-'))
    try {
      const first = await startServerProcess({ PORT: '5091', SEEDLING_DATA_DIR: dir })
      const { startupId, name } = await founderAndInvestor(first.url, 'restart')
      expect(await first.stop('SIGTERM')).toBe(0)
      const second = await startServerProcess({ PORT: '5091', SEEDLING_DATA_DIR: dir })
      const detail = await call(second.url, `startups/data/${startupId}`)
      expect(detail.data.data[0]).toMatchObject({ _id: startupId, name })
      await second.stop()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
