import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ipNeed, nginxNeed } from '../../scripts/debian-packages.mjs'

/**
 * Two machines and a load balancer on one machine, for the tests that deploy Seedling as an
 * operator does (server/test/load-balancer.test.ts): each "machine" is a network namespace with
 * an address of its own, joined to this one by a veth pair, and nginx from Debian's packages runs
 * docs/nginx/seedling.conf in front of them on loopback. Nothing listens beyond this machine.
 */

/** One machine: its namespace, its own address, and this side's address on its link. */
export interface Machine {
  netns: string
  address: string
  /** This side of the link: where the machine reaches the test's own servers (mail). */
  hostAddress: string
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe' })

/** Removes what an earlier run left (a test killed before its clean-up), quietly. */
function removeMachine(netns: string, link: string) {
  spawnSync('ip', ['netns', 'delete', netns], { stdio: 'ignore' })
  spawnSync('ip', ['link', 'delete', link], { stdio: 'ignore' })
}

/**
 * Makes machine `index` (1, 2 …): namespace `seedling-lb-<index>` with 10.231.<index>.2, linked
 * to 10.231.<index>.1 here, its loopback up and its default route through the link (so it reaches
 * the other machine's link address here, where the mail server listens). Needs root.
 */
export function makeMachine(index: number): Machine & { remove(): void } {
  const netns = `seedling-lb-${index}`
  const here = `slb${index}-h`
  const there = `slb${index}-n`
  const hostAddress = `10.231.${index}.1`
  const address = `10.231.${index}.2`
  removeMachine(netns, here)
  ip('netns', 'add', netns)
  ip('link', 'add', here, 'type', 'veth', 'peer', 'name', there)
  ip('link', 'set', there, 'netns', netns)
  ip('addr', 'add', `${hostAddress}/30`, 'dev', here)
  ip('link', 'set', here, 'up')
  const inside = (...args: string[]) => ip('netns', 'exec', netns, 'ip', ...args)
  inside('addr', 'add', `${address}/30`, 'dev', there)
  inside('link', 'set', there, 'up')
  inside('link', 'set', 'lo', 'up')
  inside('route', 'add', 'default', 'via', hostAddress)
  return { netns, address, hostAddress, remove: () => removeMachine(netns, here) }
}

/** Debian's iproute2 (`ip`), installed with apt-get when missing. */
export const ensureIp = ipNeed.ensure

/** Debian's nginx, installed with apt-get when missing. */
export const ensureNginx = nginxNeed.ensure

/** The example machines' addresses in docs/nginx/seedling.conf, which a deployment replaces. */
const DOC_MACHINES = ['10.0.0.11:5000', '10.0.0.12:5000']

/** One line of the balancer's log (docs/nginx/seedling.conf's `seedling` format). */
export interface BalancerLogLine {
  /** When nginx began and ended the request, ms since the epoch. */
  start: number
  end: number
  method: string
  status: number
  /** Each machine tried, in order, and what each answered ("502" when it failed). */
  upstreams: string[]
  upstreamStatuses: string[]
  uri: string
}

/**
 * nginx running docs/nginx/seedling.conf on 127.0.0.1:`port` in front of `machines` (their
 * addresses and `machinePort` in place of the file's examples; nothing else changed), with its
 * own prefix folder, until `stop`. `log()` reads its access log.
 */
export async function startBalancer(machines: Machine[], machinePort: number, port: number) {
  if (!ensureNginx()) throw new Error('nginx could not be installed')
  const dir = mkdtempSync(join(tmpdir(), 'seedling-nginx-'))
  // nginx's workers run as `nobody`: its temporary folders are made by the master inside this.
  chmodSync(dir, 0o777)
  const documented = readFileSync(
    new URL('../../docs/nginx/seedling.conf', import.meta.url),
    'utf8',
  )
  const replacements: [string, string][] = [
    ...DOC_MACHINES.map((example, i): [string, string] => [
      example,
      `${machines[i]!.address}:${machinePort}`,
    ]),
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['/var/log/nginx/seedling.log', join(dir, 'access.log')],
  ]
  let site = documented
  for (const [from, to] of replacements) {
    if (site.split(from).length !== 2)
      throw new Error(`docs/nginx/seedling.conf no longer has "${from}" exactly once`)
    site = site.replace(from, to)
  }
  writeFileSync(join(dir, 'seedling.conf'), site)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log notice;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/seedling.conf;
}
`,
  )
  const child: ChildProcess = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (const until = Date.now() + 20_000; ;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`)
    if (await send(url, 'GET', '/healthz').then((answer) => answer.status !== 0)) break
    if (Date.now() > until) throw new Error('nginx did not answer')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const errorLog = () => readFileSync(join(dir, 'error.log'), 'utf8')
  const workersStarted = () => errorLog().split(/start worker process \d+/).length - 1
  const workersExited = () => errorLog().split(/worker process \d+ exited/).length - 1
  const down = new Set<number>()
  return {
    url,
    /**
     * Takes machine `index` out of the balancer (`down` on its line) or puts it back, as an
     * operator does before and after restarting it, and reloads nginx: requests in flight finish
     * on the old worker, new ones follow the new configuration once it has started. It returns
     * once the old worker has exited: until then, a request it had already read from a
     * keep-alive connection may still go to the machine by the old configuration.
     */
    async setDown(index: number, isDown: boolean) {
      if (isDown) down.add(index)
      else down.delete(index)
      let changed = site
      for (const i of down) {
        const line = new RegExp(
          `(server ${machines[i]!.address.replaceAll('.', '\\.')}:${machinePort}[^;]*);`,
        )
        if (!line.test(changed)) throw new Error(`no upstream line for ${machines[i]!.address}`)
        changed = changed.replace(line, '$1 down;')
      }
      writeFileSync(join(dir, 'seedling.conf'), changed)
      const before = workersStarted()
      child.kill('SIGHUP')
      for (const until = Date.now() + 20_000; workersStarted() === before;) {
        if (Date.now() > until) throw new Error('nginx did not reload')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      // One worker runs (worker_processes 1): every other one started has exited.
      for (const until = Date.now() + 20_000; workersStarted() - workersExited() > 1;) {
        if (Date.now() > until) throw new Error("nginx's old worker did not exit")
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    log(): BalancerLogLine[] {
      const text = readFileSync(join(dir, 'access.log'), 'utf8')
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [, end, took, method, status, upstreams, statuses, uri] =
            /^(\S+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" "([^"]*)"$/.exec(line)!
          const endMs = Number(end) * 1000
          return {
            start: endMs - Number(took) * 1000,
            end: endMs,
            method: method!,
            status: Number(status),
            upstreams: upstreams!.split(', '),
            upstreamStatuses: statuses!.split(', '),
            uri: uri!,
          }
        })
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** What one request got: its status, or 0 when the connection failed. */
export interface Sent {
  method: string
  path: string
  status: number
  error?: string
}

/**
 * One HTTP request from the local address `from` (any of 127.0.0.0/8: a visitor of its own, as
 * the balancer and the flood limit see it), on a connection of its own.
 */
export function send(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { from?: string; json?: unknown } = {},
): Promise<Sent> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json)
  return new Promise((resolve) => {
    const outgoing = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        localAddress: options.from,
        headers: body
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }
          : {},
        timeout: 30_000,
      },
      (incoming) => {
        incoming.resume()
        incoming.once('end', () => resolve({ method, path, status: incoming.statusCode ?? 0 }))
        incoming.once('error', (error) =>
          resolve({ method, path, status: 0, error: error.message }),
        )
      },
    )
    outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.once('error', (error) => resolve({ method, path, status: 0, error: error.message }))
    outgoing.end(body)
  })
}

/**
 * Steady traffic through the balancer until `stop()`: `lanes` visitors at a time, each from one
 * of 40 local addresses in turn, a request every ~25 ms per lane, three reads (Explore, a
 * startup, its updates) to one write (a page view, a POST). `stop()` waits for the last answers.
 */
export function steadyTraffic(base: string, startupId: string, lanes = 3) {
  let running = true
  const sent: (Sent & { at: number })[] = []
  const requests: [method: 'GET' | 'POST', path: string, json?: unknown][] = [
    ['GET', '/api/startups/explore'],
    ['GET', `/api/startups/data/${startupId}`],
    ['POST', '/api/startups/view', { startupid: startupId }],
    ['GET', `/api/startups/updates/${startupId}`],
  ]
  const loops = Array.from({ length: lanes }, async (_, lane) => {
    for (let turn = 0; running; turn += 1) {
      const [method, path, json] = requests[(turn + lane) % requests.length]!
      const at = Date.now()
      const from = `127.0.0.${10 + ((turn * lanes + lane) % 40)}`
      sent.push({ ...(await send(base, method, path, { from, json })), at })
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })
  return {
    sent,
    async stop() {
      running = false
      await Promise.all(loops)
      return sent
    },
  }
}

/** What went wrong in a list of answers: every one that did not succeed (2xx). */
export const failuresOf = (sent: Sent[]) =>
  sent.filter((answer) => answer.status < 200 || answer.status > 299)
