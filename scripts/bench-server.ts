// npm run bench:server: Seedling's server on a real PostgreSQL (Debian's, a throw-away cluster on
// loopback) at 1,000,000 startups, loaded with autocannon on loopback. The server runs as it is
// deployed: built (`npm run build:server`, node server/dist/main.mjs), not through tsx. Prints figures, one a
// line; asserts nothing. Options: --startups N (default 1000000), --seconds S per call
// (default 10), --connections C (default 20), --baseline N (the unpaged explore at N startups,
// default 10000; 0 skips it).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import pino from 'pino'
import { tokenFor } from '@/contract/kit/tokens'
import { EXPLORE_SORTS } from '@/domain/explore'
import { ensurePostgres, startPostgres } from './postgres.mjs'
import { readCommandLine, type CommandHelp } from '../server/src/command-line'
import { openDatabase } from '../server/src/db/database'
import { seedScale } from '../server/src/seed-scale'
import { startServerProcess } from '../server/test/helpers'
import { codeIn, startMailCatcher } from '../server/test/mail-catcher'
import {
  combined,
  describeLoad,
  describePairs,
  ms,
  type Measured,
  type Pairs,
} from './bench-figures'

const flags = commandLine({
  usage:
    'npm run bench:server [-- --startups N --seconds S --connections C --baseline N --node-options FLAGS --compare REF]',
  summary:
    "Seedling's server on a throw-away PostgreSQL on loopback at N startups, loaded with autocannon on loopback; prints figures, one a line, and asserts nothing.",
  options: {
    startups: { type: 'string', value: 'N', description: 'startups to seed (default 1000000)' },
    seconds: { type: 'string', value: 'S', description: 'seconds of load per call (default 10)' },
    connections: { type: 'string', value: 'C', description: 'concurrent connections (default 20)' },
    baseline: {
      type: 'string',
      value: 'N',
      description: 'the unpaged explore measured at N startups (default 10000; 0 skips it)',
    },
    'node-options': {
      type: 'string',
      value: 'FLAGS',
      description:
        'Node\'s options for the server processes, as a deployment\'s NODE_OPTIONS gives them (with "=", as they start with a dash: --node-options="--max-semi-space-size=8")',
    },
    compare: {
      type: 'string',
      value: 'REF',
      description:
        'run the same bench at the commit REF and at HEAD, each in a worktree of its own, one after the other, and print both columns',
    },
    calls: {
      type: 'string',
      value: 'WORDS',
      description:
        'only the calls whose label holds one of these comma-separated words, "otp" for Get OTP + Verify (--calls=cursor,history: to profile or compare one read)',
    },
    alternate: {
      type: 'boolean',
      description:
        "with --compare: REF's server and this checkout's on one seeded database, one process each, every call measured on each in turn (REF, this, this, REF: half the seconds a run), both columns printed; for commits whose schemas the other's server still reads",
    },
  },
})
/** The flags, or the reason they are refused and the exit. */
function commandLine(help: CommandHelp) {
  try {
    return readCommandLine(help)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
const option = (name: string, fallback: number) => {
  const given = flags[name]
  if (typeof given !== 'string') return fallback
  const value = Number(given)
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, not ${given}`)
    process.exit(1)
  }
  return value
}
const STARTUPS = option('startups', 1_000_000)
const SECONDS = option('seconds', 10)
const CONNECTIONS = option('connections', 20)
const BASELINE = option('baseline', 10_000)
const LABEL = 'bench'

if (flags.alternate && typeof flags.compare !== 'string') {
  console.error('--alternate goes with --compare REF')
  process.exit(1)
}
if (typeof flags.compare === 'string' && !flags.alternate) {
  const { compareBenches } = await import('./bench-compare')
  const forwarded = (
    ['startups', 'seconds', 'connections', 'baseline', 'node-options', 'calls'] as const
  ).flatMap((name) => {
    const value = flags[name]
    return typeof value === 'string' ? [`--${name}`, value] : []
  })
  await compareBenches(flags.compare, forwarded)
  process.exit(0)
}

/** With --alternate: the other commit's server, built in a worktree before a database is started. */
const against =
  typeof flags.compare === 'string' && flags.alternate
    ? (await import('./bench-compare')).serverBuiltAt(flags.compare)
    : undefined

/** The calls --calls names (all when it is not given), by a word of their label. */
const CALLS =
  typeof flags.calls === 'string'
    ? flags.calls.split(',').map((word) => word.trim().toLowerCase())
    : null
const chosen = (label: string) => !CALLS || CALLS.some((word) => label.toLowerCase().includes(word))

const print = (label: string, value: string) => console.log(`${label}: ${value}`)
/** CPU time a process has used, user and system, in ms (/proc/PID/stat, in clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

if (!ensurePostgres()) {
  console.error('PostgreSQL is missing and could not be installed with apt-get')
  process.exit(1)
}
const cluster = startPostgres({ port: 55490 })
const mail = await startMailCatcher({ port: 2590 })
const servers: Awaited<ReturnType<typeof startServerProcess>>[] = []
const peakRss = new Map<number, number>()
const sampleRss = () => {
  for (const server of servers) {
    const pid = server.child.pid!
    peakRss.set(pid, Math.max(peakRss.get(pid) ?? 0, rssMb(pid)))
  }
}
const sampler = setInterval(sampleRss, 250)
/**
 * A process's peak RSS in MB, sampled once more now: a section that measured nothing (--calls)
 * ends before the sampler's first turn.
 */
const peakMb = (server: (typeof servers)[number]) => {
  sampleRss()
  return `${peakRss.get(server.child.pid!)!.toFixed(0)} MB`
}

async function seed(url: string, startups: number) {
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: 'unused',
    log: pino({ level: 'silent' }),
  })
  try {
    await database.migrate()
    const started = Date.now()
    const made = await seedScale(database, { startups, label: LABEL })
    return { ...made, seconds: (Date.now() - started) / 1000 }
  } finally {
    await database.close()
  }
}

/** The server as a deployment runs it (docs/operating.md): built, then Node on server/dist. */
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' })
const NODE_OPTIONS = typeof flags['node-options'] === 'string' ? flags['node-options'] : ''
const startBuiltServer = (env: Record<string, string>, main = 'server/dist/main.mjs') =>
  startServerProcess(NODE_OPTIONS ? { ...env, NODE_OPTIONS } : env, undefined, [main])

/** The words the bench searches for: common, rare, two words and none at all (`paani labs`). */
const SEARCH_WORDS = ['krishi', 'paani labs', 'solar', 'tiffin', 'pune']
const searchPath = (q: string, sort = '', limit = 24) =>
  `/api/startups/explore?limit=${limit}${sort}&q=${encodeURIComponent(q)}`

const serverEnv = (databaseUrl: string, port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  // With a database and no NODE_ENV the server takes itself for production.
  NODE_ENV: 'development',
  SMTP_URL: mail.url,
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'error',
})

interface Call {
  label: string
  path: string | string[]
  token?: string
  /** One caller's token for each of `path`'s paths, in their order (instead of `token`). */
  tokens?: string[]
  /** Sent with each request: an If-None-Match, whose 304s are answers, not errors. */
  ifNoneMatch?: string
  /** Sent with each request: the codings a browser accepts, so answers come compressed. */
  acceptEncoding?: string
}

/**
 * One call under load on every base URL at once for `seconds`; connections are split between
 * them. `processes` are the servers whose CPU it counts (those behind `bases`).
 */
async function measure(
  bases: string[],
  processes: number[],
  call: Call,
  seconds = SECONDS,
): Promise<Measured> {
  const paths = Array.isArray(call.path) ? call.path : [call.path]
  // The servers' CPU per answer: steadier than the rate on a shared machine, where the load
  // generator and PostgreSQL take turns with the server on the same cores.
  const serverCpu = () => processes.reduce((sum, pid) => sum + cpuMs(pid), 0)
  const cpuBefore = serverCpu()
  const results = await Promise.all(
    bases.map((base) => {
      let i = 0
      return autocannon({
        url: base,
        connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
        duration: seconds,
        headers: {
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(call.ifNoneMatch ? { 'if-none-match': call.ifNoneMatch } : {}),
          ...(call.acceptEncoding ? { 'accept-encoding': call.acceptEncoding } : {}),
        },
        requests: [
          {
            setupRequest: (request) => {
              const at = i++ % paths.length
              const token = call.tokens?.[at]
              return {
                ...request,
                path: paths[at]!,
                ...(token
                  ? { headers: { ...request.headers, authorization: `Bearer ${token}` } }
                  : {}),
              }
            },
          },
        ],
      })
    }),
  )
  const cpu = serverCpu() - cpuBefore
  sampleRss()
  const refused = (r: (typeof results)[number]) =>
    call.ifNoneMatch ? r['4xx'] + r['5xx'] : r.non2xx
  return {
    answered: results.reduce((sum, r) => sum + r.requests.total, 0),
    seconds: Math.max(...results.map((r) => r.duration)),
    errors: results.reduce((sum, r) => sum + r.errors + refused(r) + r.timeouts, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    cpu,
  }
}

/** One call under load on every server at once, printed. */
async function load(call: Call) {
  const measured = await measure(
    servers.map((s) => s.url),
    servers.map((s) => s.child.pid!),
    call,
  )
  print(`  ${call.label}`, describeLoad(measured))
}

/**
 * Get OTP then Verify for `seconds`, by workers that each use their own investors (codes read
 * from SMTP), spread over `bases`.
 */
async function otpPairs(
  bases: string[],
  startupIds: string[],
  investors: number,
  seconds = SECONDS,
): Promise<Pairs> {
  const measured: Pairs = { pairs: 0, seconds, errors: 0, otp: [], verify: [] }
  const until = Date.now() + seconds * 1000
  const worker = async (w: number) => {
    const base = bases[w % bases.length]!
    while (Date.now() < until) {
      const n = nextInvestor++ % investors
      const uid = `${LABEL}-investor-${n}`
      const token = await tokenFor(uid)
      const startupid = startupIds[n % startupIds.length]!
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
      const since = mail.messages.length
      let t = performance.now()
      const asked = await fetch(`${base}/api/payments/getotp`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ useruid: uid, amount: 1_000, startupid }),
      })
      measured.otp.push(performance.now() - t)
      if (!asked.ok) {
        measured.errors++
        continue
      }
      const code = codeIn(await mail.next(`${LABEL}.investor.${n}@example.com`, since))
      t = performance.now()
      const verified = await fetch(`${base}/api/payments/verifypayment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ useruid: uid, otp: code }),
      })
      measured.verify.push(performance.now() - t)
      if (verified.ok) measured.pairs++
      else measured.errors++
    }
  }
  await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)))
  sampleRss()
  return measured
}
/** The next investor a Get OTP uses: each run goes on where the last stopped. */
let nextInvestor = 0

async function json(url: string) {
  return (await (await fetch(url)).json()) as {
    message: { _id: string; slug: string; fundsRequired: number; fundsRecieved: number }[]
    next: string | null
    total: number
  }
}

try {
  print('machine', `${(await import('node:os')).cpus().length} cores, Node ${process.version}`)
  if (NODE_OPTIONS) print("server's Node options", NODE_OPTIONS)
  const seeded = await seed(cluster.url, STARTUPS)
  print(
    'seeded (COPY)',
    `${seeded.startups} startups, ${seeded.investors} investors, ${seeded.payments} payments in ${seeded.seconds.toFixed(1)} s`,
  )
  servers.push(await startBuiltServer(serverEnv(cluster.url, 5190)))
  const one = [servers[0]!.url]
  const api = `${one[0]}/api`
  // A cursor 100 pages in, ids to read, and an investor's history.
  let cursor = (await json(`${api}/startups/explore?limit=100`)).next!
  for (let i = 0; i < 99; i++)
    cursor = (await json(`${api}/startups/explore?limit=100&cursor=${cursor}`)).next!
  // Cursors of 600 pages in a row from there: more than a process keeps (200), so that asking
  // for them in turn reads each from the database, as a page nobody else just asked for is.
  const laterPages: string[] = []
  for (let at: string | null = cursor; at && laterPages.length < 600;) {
    laterPages.push(`/api/startups/explore?limit=24&cursor=${at}`)
    at = (await json(`${api}/startups/explore?limit=24&cursor=${at}`)).next
  }
  // Startups with room for many ₹1,000 investments, so every Get OTP is a valid one.
  const roomy = (await json(`${api}/startups/explore?sort=newest&limit=100`)).message.filter(
    (s) => s.fundsRequired - s.fundsRecieved >= 100_000,
  )
  const ids = roomy.map((s) => s._id)
  // The server renders startups' pages when it serves an app build with its renderer (it takes
  // dist-remote when no other is named: `npm run build:remote`).
  const pages = roomy.map((s) => `/s/${s.slug}`)
  const rendersPages = (await fetch(`${one[0]}${pages[0]}`)).status === 200
  const investors = Math.max(100, Math.ceil(STARTUPS / 20))
  const historyUid = `${LABEL}-investor-7`
  // Investors spread over the seeded ones (each has a history: about 40 payments at any scale).
  const historyUids = Array.from(
    { length: 600 },
    (_, i) => `${LABEL}-investor-${Math.floor((i * investors) / 600)}`,
  )
  // More investors than a process keeps the histories of (16 MB of answers, about 800 of 40
  // payments): asked for in turn, each is read from the database.
  const manyHistoryUids = Array.from(
    { length: Math.min(3_000, investors) },
    (_, i) => `${LABEL}-investor-${Math.floor((i * investors) / Math.min(3_000, investors))}`,
  )
  const firstPage = '/api/startups/explore?limit=24'
  // The same words under every sort and 49 page sizes: 1,225 searches asked in turn, so that none
  // comes round again within the second a process keeps it.
  const searchesInTurn = EXPLORE_SORTS.flatMap((sort) =>
    Array.from({ length: 49 }, (_, i) => 12 + i).flatMap((limit) =>
      SEARCH_WORDS.map((q) => searchPath(q, `&sort=${sort}`, limit)),
    ),
  )
  const firstPageTag = (await fetch(`${one[0]}${firstPage}`)).headers.get('etag') ?? undefined
  const every: Call[] = [
    { label: 'explore, first page', path: firstPage },
    // As a browser asks for it (every browser accepts brotli): the answer comes compressed.
    {
      label: 'explore, first page, compressed (br)',
      path: firstPage,
      acceptEncoding: 'gzip, deflate, br, zstd',
    },
    // A repeat visit (or a CDN) that has the page already: 304 with no body, when the server
    // gives ETags.
    ...(firstPageTag
      ? [
          {
            label: 'explore, first page revalidated (304)',
            path: firstPage,
            ifNoneMatch: firstPageTag,
          },
        ]
      : []),
    // Every visitor who scrolls asks for the same pages (the server keeps each a second)...
    {
      label: 'explore, page 401 (cursor)',
      path: `/api/startups/explore?limit=24&cursor=${cursor}`,
    },
    // ...and a page nobody asked for in that second is read from the database.
    { label: 'explore, pages 401–1000 in turn (cursors)', path: laterPages },
    // Visitors looking for the same words (the server keeps each search a second)...
    { label: 'explore, search', path: SEARCH_WORDS.map((q) => searchPath(q)) },
    // ...and searches nobody asked for in the second before, each read from the database.
    { label: 'explore, searches in turn (none kept)', path: searchesInTurn },
    {
      label: 'explore, domain filter',
      path: '/api/startups/explore?limit=24&domain=Healthcare&sort=newest',
    },
    // A signed-out visitor's (kept a second for the next, STARTUP_KEEP_MS), then a signed-in
    // caller's, answered from the database each time.
    { label: 'startup detail', path: ids.map((id) => `/api/startups/data/${id}`) },
    // A shared link's visitors: the page the server renders (kept a second too).
    ...(rendersPages ? [{ label: "startup's page (/s/{slug}), signed out", path: pages }] : []),
    {
      label: 'startup detail, signed in',
      path: ids.map((id) => `/api/startups/data/${id}`),
      token: await tokenFor(historyUid),
    },
    {
      label: 'investor history',
      path: `/api/payments/history/${historyUid}`,
      token: await tokenFor(historyUid),
    },
    // ...and as many investors do, each their own: rows PostgreSQL has not just read for the
    // same caller, but a process keeps their answers while the database's version of them stands...
    {
      label: 'investor histories in turn (600 investors)',
      path: historyUids.map((uid) => `/api/payments/history/${uid}`),
      tokens: await Promise.all(historyUids.map((uid) => tokenFor(uid))),
    },
    // ...and more than it keeps: each read from the database.
    {
      label: `investor histories in turn (${manyHistoryUids.length.toLocaleString('en')} investors, more than a process keeps)`,
      path: manyHistoryUids.map((uid) => `/api/payments/history/${uid}`),
      tokens: await Promise.all(manyHistoryUids.map((uid) => tokenFor(uid))),
    },
  ]
  const calls = every.filter((call) => chosen(call.label))
  if (calls.length === 0 && !chosen('Get OTP + Verify'))
    throw new Error(
      `--calls ${String(flags.calls)} names no call; a word of one of these: ${[...every.map((c) => c.label), 'Get OTP + Verify'].join('; ')}`,
    )
  if (!rendersPages)
    print(
      "startup's page (/s/{slug})",
      'not measured: no app build with its renderer (npm run build:remote)',
    )
  if (against) {
    await alternate(calls, ids, investors)
  } else {
    print(
      'one server process',
      `${STARTUPS} startups, ${CONNECTIONS} connections, ${SECONDS} s a call`,
    )
    for (const call of calls) await load(call)
    if (chosen('Get OTP + Verify'))
      print('  Get OTP + Verify', describePairs([await otpPairs(one, ids, investors)]))
    print('  memory', `${peakMb(servers[0]!)} peak RSS`)
    await otherSections(calls, ids, investors)
  }
} finally {
  clearInterval(sampler)
  for (const server of servers) await server.stop()
  await mail.close()
  cluster.destroy()
  against?.remove()
}

/** The sections after one process: two processes on one database, then the unpaged explore. */
async function otherSections(calls: Call[], ids: string[], investors: number) {
  servers.push(await startBuiltServer(serverEnv(cluster.url, 5191)))
  const two = servers.map((s) => s.url)
  print('two server processes, one database', `${CONNECTIONS} connections split between them`)
  for (const call of calls) await load(call)
  if (chosen('Get OTP + Verify'))
    print('  Get OTP + Verify', describePairs([await otpPairs(two, ids, investors)]))
  print('  memory', servers.map(peakMb).join(', ') + ' peak RSS')
  for (const server of servers.splice(0)) await server.stop()

  if (BASELINE > 0) {
    // The base contract's one answer (every startup) at the scale the previous README measured.
    const url = cluster.createDatabase('baseline')
    await seed(url, BASELINE)
    servers.push(await startBuiltServer(serverEnv(url, 5192)))
    // Each answer takes seconds among others: a load of S seconds would count none and leave
    // them running into the next call. The connections read it at once, each to its end.
    const readEvery = async () => {
      const started = Date.now()
      const answer = await fetch(`${servers[0]!.url}/api/startups/explore`)
      const size = (await answer.text()).length
      if (answer.status !== 200) throw new Error(`the unpaged explore answered ${answer.status}`)
      return { ms: Date.now() - started, size }
    }
    const alone = await readEvery()
    print(
      `unpaged explore at ${BASELINE + 14} startups`,
      `${(alone.size / 1_048_576).toFixed(1)} MB a body`,
    )
    print('  explore, every startup (base contract), alone', ms(alone.ms))
    const started = Date.now()
    const reads = await Promise.all(Array.from({ length: CONNECTIONS }, readEvery))
    print(
      `  explore, every startup, ${CONNECTIONS} at once`,
      `all read in ${ms(Date.now() - started)}, slowest ${ms(Math.max(...reads.map((r) => r.ms)))}`,
    )
    await load({
      label: 'explore, first page (paged)',
      path: '/api/startups/explore?limit=24',
    })
    print('  memory', `${peakMb(servers[0]!)} peak RSS`)
  }
}

/**
 * --alternate: the other commit's server beside this checkout's on the seeded database, each
 * call run on each in turn (REF, this, this, REF), half the seconds a run, so that what the
 * machine does meanwhile and what one run leaves the next fall on both alike.
 */
async function alternate(calls: Call[], ids: string[], investors: number) {
  const other = await startBuiltServer(serverEnv(cluster.url, 5191), against!.main)
  servers.push(other)
  const sides = [other, servers[0]!].map((server) => ({
    server,
    lines: [`one server process: ${STARTUPS} startups, ${CONNECTIONS} connections`],
  }))
  const order = [0, 1, 1, 0] as const
  const half = SECONDS / 2
  for (const call of calls) {
    const runs: Measured[][] = [[], []]
    for (const side of order) {
      const { server } = sides[side]!
      runs[side]!.push(await measure([server.url], [server.child.pid!], call, half))
    }
    sides.forEach((side, i) =>
      side.lines.push(`  ${call.label}: ${describeLoad(combined(runs[i]!))}`),
    )
    console.error(`  ${call.label}: measured`)
  }
  const pairs: Pairs[][] = [[], []]
  if (chosen('Get OTP + Verify'))
    for (const side of order)
      pairs[side]!.push(await otpPairs([sides[side]!.server.url], ids, investors, half))
  sides.forEach((side, i) => {
    if (pairs[i]!.length > 0) side.lines.push(`  Get OTP + Verify: ${describePairs(pairs[i]!)}`)
    side.lines.push(`  memory: ${peakMb(side.server)} peak RSS`)
  })
  const { figuresOf, printComparison } = await import('./bench-compare')
  printComparison(
    `bench:server --alternate at ${STARTUPS} startups, ${SECONDS} s a call: ${against!.commit.slice(0, 7)} (${String(flags.compare)}) against this checkout, taking turns on one database`,
    figuresOf(sides[0]!.lines),
    figuresOf(sides[1]!.lines),
  )
}
