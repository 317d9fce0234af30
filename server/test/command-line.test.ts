import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, loadConfig, proxyWarning } from '../src/config'

/** A server command as an operator runs it (`npm run server -- …` runs exactly this). */
const run = (script: string, args: string[], env: Record<string, string> = {}) => {
  const answer = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  })
  return { code: answer.status, out: answer.stdout, err: answer.stderr }
}

const folder = mkdtempSync(join(tmpdir(), 'seedling-command-line-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe("the server's commands", () => {
  it('print their help with --help and exit 0, doing nothing else', () => {
    const dataDir = join(folder, 'untouched')
    for (const [script, args, usage] of [
      ['server/src/main.ts', [], 'npm run server'],
      ['server/src/cli.ts', ['migrate'], 'npm run server:migrate'],
      ['server/src/cli.ts', ['seed'], 'npm run server:seed'],
    ] as const) {
      const { code, out } = run(script, [...args, '--help'], { SEEDLING_DATA_DIR: dataDir })
      expect(code, `${usage} --help`).toBe(0)
      expect(out).toContain(`Usage: ${usage}`)
      expect(out).toContain('--env-file FILE')
      expect(out).toContain('.env.example')
    }
    expect(run('server/src/cli.ts', ['seed', '--help']).out).toContain('--startups N')
    // Nothing was opened: no data folder was made.
    expect(spawnSync('test', ['-e', dataDir]).status).not.toBe(0)
  })

  it('print a new VAPID key pair that the configuration takes (npm run server:vapid)', () => {
    const printed = run('server/src/vapid.ts', [])
    expect(printed.code).toBe(0)
    const pair = parseEnv(printed.out)
    const again = parseEnv(run('server/src/vapid.ts', []).out)
    expect(again.VAPID_PUBLIC_KEY).not.toBe(pair.VAPID_PUBLIC_KEY)
    const config = loadConfig({
      ...pair,
      VAPID_SUBJECT: 'mailto:ops@seedling.example',
      SEEDLING_DATA_DIR: join(folder, 'vapid'),
    })
    expect(config.VAPID_PUBLIC_KEY).toBe(pair.VAPID_PUBLIC_KEY)
    expect(config.VAPID_PRIVATE_KEY).toBe(pair.VAPID_PRIVATE_KEY)
  })

  it('refuse a flag they do not take, saying which, and exit non-zero', () => {
    const unknown = run('server/src/main.ts', ['--prot', '5001'])
    expect(unknown.code).toBe(1)
    expect(unknown.err).toContain("Unknown option '--prot'")
    expect(unknown.err).toContain('Usage: npm run server')
    const misplaced = run('server/src/cli.ts', ['migrate', '--startups', '10'])
    expect(misplaced.code).toBe(1)
    expect(misplaced.err).toContain("Unknown option '--startups'")
    const command = run('server/src/cli.ts', ['migrat'])
    expect(command.code).toBe(1)
    expect(command.err).toContain('Unknown command migrat')
  })

  it('read their settings from --env-file, and refuse a file that is not there', () => {
    const file = join(folder, 'bad.env')
    writeFileSync(file, 'PORT=not-a-port\nLOG_LEVEL=loud\n')
    const bad = run('server/src/main.ts', ['--env-file', file])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('PORT')
    expect(bad.err).toContain('LOG_LEVEL')
    // Node itself reads --env-file wherever it stands, and stops first at a missing file.
    const missing = run('server/src/main.ts', ['--env-file', join(folder, 'none.env')])
    expect(missing.code).not.toBe(0)
    expect(missing.err).toMatch(/none\.env: (not found|there is no such file)/)
  })
})

describe('.env.example', () => {
  const example = readFileSync('.env.example', 'utf8')

  it("names every variable of the server's configuration, and nothing else", () => {
    const named = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])
    expect([...named].sort()).toEqual([...CONFIG_VARIABLES].sort())
    // Each one, unset, under a comment that explains it (a group shares one).
    const lines = example.split('\n')
    for (const name of CONFIG_VARIABLES) {
      let above = lines.indexOf(`${name}=`) - 1
      while (above >= 0 && /^[A-Z][A-Z0-9_]*=$/.test(lines[above]!)) above -= 1
      expect(lines[above], name).toMatch(/^# \S/)
    }
  })

  it('copied as it is, starts a development server with the defaults', () => {
    const config = loadConfig(parseEnv(example))
    expect(config).toMatchObject({ PORT: 5000, HOST: '127.0.0.1', NODE_ENV: 'development' })
  })
})

describe('listening beyond this machine', () => {
  it('warns when no proxy is trusted: behind a balancer every visitor would share its address', () => {
    expect(proxyWarning({ HOST: '0.0.0.0', TRUST_PROXY: false })).toMatch(/TRUST_PROXY/)
    expect(proxyWarning({ HOST: '10.0.0.5', TRUST_PROXY: false })).toMatch(/TRUST_PROXY/)
    expect(proxyWarning({ HOST: '0.0.0.0', TRUST_PROXY: 1 })).toBeNull()
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(proxyWarning({ HOST: host, TRUST_PROXY: false }), host).toBeNull()
  })
})
