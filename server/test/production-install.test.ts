import { execFile, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureServerBuilt } from '../../scripts/build-server.mjs'
import { halfSentPost, writeTestBuild } from './helpers'

const run = promisify(execFile)

/**
 * An operator's install: the repository's files and the built server (`npm run build:server`,
 * made here first) in a fresh folder, `npm ci --omit=dev`, then `node server/dist/main.mjs`:
 * plain Node, no TypeScript loader, no npm between a signal and the process. Nothing a test or a
 * build needs is there (no vitest, no vite, no tsx, no firebase-tools), nor what only the app's
 * bundle holds (React DOM, Chakra, the Firebase web SDK): `dependencies` are what the server's
 * process loads.
 */
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'seedling-production-'))
  const { stdout } = await run('git', ['ls-files', '-z'], { maxBuffer: 64 * 1024 * 1024 })
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue
    mkdirSync(join(folder, dirname(file)), { recursive: true })
    cpSync(file, join(folder, file))
  }
  // The build the other tests start (built before them: server/test/global-setup.ts).
  await ensureServerBuilt()
  cpSync('server/dist', join(folder, 'server/dist'), { recursive: true })
})

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

describe('a production install', () => {
  // Measured on a 2-core machine on 2026-12-03: alone, npm ci took 15.6 s (packages from npm's
  // cache) and the server's first start 7.5 s (PGlite's empty database made, migrations, the
  // demo's startups); with a core kept busy 18.9 and 9.0 s. Inside `npm test`, beside the stories'
  // Chromium and the other server tests, the whole test took 101 s, and on a slower day the first
  // start alone passed 90 s. Both limits are hang detectors, far above those.
  it(
    'npm ci --omit=dev, then node server/dist/main.mjs serves the whole product and drains on SIGTERM',
    { timeout: 420_000 },
    async () => {
      const installing = performance.now()
      const install = await run(
        'npm',
        ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
        {
          cwd: folder,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, NODE_ENV: 'production' },
        },
      )
      const installed = performance.now()
      // Every install script in the tree is reviewed in package.json's allowScripts (npm is to
      // skip unreviewed ones), and the one that fetches Node 24 ran: `npm run server` runs on it.
      expect(install.stderr).not.toContain('not yet covered by allowScripts')
      const { stdout: version } = await run(join(folder, 'node_modules/.bin/node'), ['--version'])
      expect(version).toMatch(/^v24\./)
      expect(existsSync(join(folder, 'node_modules/vitest'))).toBe(false)
      expect(existsSync(join(folder, 'node_modules/firebase-tools'))).toBe(false)
      expect(existsSync(join(folder, 'node_modules/firebase'))).toBe(false)
      expect(existsSync(join(folder, 'node_modules/react-dom'))).toBe(false)
      expect(existsSync(join(folder, 'node_modules/tsx'))).toBe(false)

      const port = 5096
      const build = writeTestBuild()
      const starting = performance.now()
      const server = spawn(join(folder, 'node_modules/.bin/node'), ['server/dist/main.mjs'], {
        cwd: folder,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(port),
          SEEDLING_DATA_DIR: 'memory://',
          SEEDLING_SEED: 'demo',
          SEEDLING_APP_DIR: build,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
      try {
        const base = `http://127.0.0.1:${port}`
        await expect
          .poll(
            async () => {
              if (server.exitCode !== null)
                throw new Error(`the server exited (${server.exitCode})`)
              return fetch(`${base}/readyz`).then(
                (answer) => answer.status,
                () => 0,
              )
            },
            { timeout: 240_000, interval: 250 },
          )
          .toBe(200)
        console.log(
          `npm ci took ${((installed - installing) / 1000).toFixed(1)} s; the server answered /readyz ${((performance.now() - starting) / 1000).toFixed(1)} s after its start`,
        )
        const explore = await fetch(`${base}/api/startups/explore`)
        expect(explore.status).toBe(200)
        const startups = ((await explore.json()) as { message: { _id: string; logo: string }[] })
          .message
        expect(startups.length).toBeGreaterThan(0)
        // The whole product: the app's pages, a startup's page, its share image (drawn with
        // fonts and a logo read at run time), the logo itself, the contract's description.
        const [startup] = startups
        // The share image's engines (satori, resvg's native library) load with the first image,
        // not at start: a process that draws none does not hold them.
        const maps = () => readFileSync(`/proc/${server.pid}/maps`, 'utf8')
        expect(maps()).not.toMatch(/resvg/)
        const html = { accept: 'text/html' }
        for (const [path, type, headers] of [
          ['/', 'text/html', html],
          ['/login', 'text/html', html],
          [`/s/${startup!._id}`, 'text/html', html],
          [`/s/${startup!._id}/share.png`, 'image/png', {}],
          ['/api/openapi.json', 'application/json', {}],
        ] as const) {
          const answer = await fetch(`${base}${path}`, { headers })
          expect(answer.status, path).toBe(200)
          expect(answer.headers.get('content-type'), path).toContain(type)
          await answer.arrayBuffer()
        }
        expect(maps()).toMatch(/resvgjs\.linux-x64-gnu\.node/)
        const logo = await fetch(startup!.logo)
        expect(logo.status).toBe(200)
        expect(logo.headers.get('content-type')).toMatch(/^image\//)

        // SIGTERM reaches the server itself: a request whose body is half sent is answered,
        // then the process ends with 0.
        const { answer: viewed, sendRest } = halfSentPost(
          `${base}/api/startups/view`,
          JSON.stringify({ startupid: startup!._id }),
        )
        await new Promise((resolve) => setTimeout(resolve, 300))
        server.kill('SIGTERM')
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(server.exitCode).toBeNull()
        sendRest()
        expect((await viewed).status).toBe(204)
        expect(await exited).toBe(0)
      } finally {
        // Unless it has exited (and said why in the poll above, or drained).
        if (server.exitCode === null && server.signalCode === null) {
          server.kill('SIGKILL')
          await exited
        }
        rmSync(build, { recursive: true, force: true })
      }
    },
  )
})
