// A throw-away PostgreSQL cluster for tests: Debian's postgresql (installed with apt-get when
// missing, as Chromium is), a new cluster in a temporary folder, listening on loopback only.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { debianNeed } from './debian-packages.mjs'

function binDir() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(root, versions[0], 'bin') : null
}

export const postgresNeed = debianNeed(['postgresql'], 'PostgreSQL is missing', () =>
  Boolean(binDir()),
)

export const ensurePostgres = postgresNeed.ensure

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asOwner(command, args, options = {}) {
  const root = process.getuid?.() === 0
  return root
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], options)
    : execFileSync(command, args, options)
}

/**
 * Starts a new cluster on 127.0.0.1:port with trust authentication for local tests. Returns
 * its URL, and stop/start (to test a database restart) and destroy.
 */
export function startPostgres({ port = 55432 } = {}) {
  if (!ensurePostgres()) throw new Error('PostgreSQL could not be installed')
  const bin = binDir()
  const dir = mkdtempSync(join(tmpdir(), 'seedling-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  asOwner(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
    {
      stdio: 'ignore',
    },
  )
  const ctl = (action) =>
    asOwner(
      join(bin, 'pg_ctl'),
      [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '60',
        ...(action === 'start'
          ? [
              '-o',
              `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
            ]
          : ['-m', 'fast']),
        action,
      ],
      { stdio: 'ignore' },
    )
  ctl('start')
  asOwner(
    join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'seedling'],
    {
      stdio: 'ignore',
    },
  )
  return {
    url: `postgres://postgres@127.0.0.1:${port}/seedling`,
    /**
     * The same database through the cluster's Unix socket: a process in another network
     * namespace, whose loopback is its own, reaches it through the file system.
     */
    socketUrl: `postgres://postgres@localhost/seedling?host=${encodeURIComponent(dir)}&port=${port}`,
    port,
    stop: () => ctl('stop'),
    start: () => ctl('start'),
    /** A fresh empty database on the same cluster. */
    createDatabase(name) {
      asOwner(
        join(bin, 'createdb'),
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name],
        {
          stdio: 'ignore',
        },
      )
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
    destroy() {
      spawnSync(
        'runuser',
        ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'],
        {
          stdio: 'ignore',
        },
      )
      if (process.getuid?.() !== 0)
        spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'ignore' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
