import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres } from '../../scripts/postgres.mjs'
import {
  call,
  emailOf,
  founderAndInvestor,
  investEach,
  newInvestor,
  startServerProcess,
  type ServerProcess,
} from './helpers'
import {
  ensureIp,
  failuresOf,
  makeMachine,
  send,
  startBalancer,
  steadyTraffic,
  type BalancerLogLine,
} from './load-balancer'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * Seedling deployed as docs/operating.md says: two server processes, each on a machine of its own
 * (a network namespace with its own address), behind nginx running docs/nginx/seedling.conf, over
 * one PostgreSQL. Traffic goes through nginx from many visitors' addresses while machines restart
 * and crash.
 */
const MACHINE_PORT = 5000
const BALANCER_PORT = 5180
/** The flood limit per address and minute: low enough for one visitor to reach it here. */
const FLOOD_LIMIT = 400

let cluster: ReturnType<typeof startPostgres>
let mail: MailCatcher
let machines: ReturnType<typeof makeMachine>[] = []
let balancer: Awaited<ReturnType<typeof startBalancer>>
/** The server on each machine, by index; replaced when a test restarts one. */
const servers: ServerProcess[] = []
/** How long the mail server takes to accept each recipient, from now on. */
let mailDelayMs = 0
let founder: string
let startupId: string
let investors: string[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function startMachine(index: number) {
  const machine = machines[index]!
  return startServerProcess(
    {
      PORT: String(MACHINE_PORT),
      HOST: machine.address,
      DATABASE_URL: cluster.socketUrl,
      SMTP_URL: mail.url,
      // Only the balancer's X-Forwarded-For is believed: as each machine sees it.
      TRUST_PROXY: machines.map((m) => m.hostAddress).join(','),
      RATE_LIMIT_PER_MINUTE: String(FLOOD_LIMIT),
      // A lease of a job whose process died runs out 10 s after its last heartbeat, looked for
      // every second (production: the same, every minute).
      JOBS_SUPERVISE_SECONDS: '1',
    },
    machine.netns,
  )
}

/** Waits until nginx has sent `machine` a request it answered, after `since`. */
async function servedAgainBy(machine: number, since: number) {
  const address = `${machines[machine]!.address}:${MACHINE_PORT}`
  await expect
    .poll(
      () =>
        balancer
          .log()
          .some(
            (line) =>
              line.start >= since &&
              line.upstreams.some(
                (upstream, i) => upstream === address && /^2/.test(line.upstreamStatuses[i]!),
              ),
          ),
      { timeout: 20_000, interval: 100 },
    )
    .toBe(true)
}

/** How many of `lines` each machine answered. */
const answeredBy = (lines: BalancerLogLine[]) =>
  machines.map(
    (machine) =>
      lines.filter((line) =>
        line.upstreams.some(
          (upstream, i) =>
            upstream === `${machine.address}:${MACHINE_PORT}` &&
            /^[234]/.test(line.upstreamStatuses[i]!),
        ),
      ).length,
  )

beforeAll(async () => {
  if (process.getuid?.() !== 0)
    throw new Error('these tests make network namespaces (ip netns), which needs root')
  if (!ensureIp()) throw new Error('ip (iproute2) could not be installed')
  cluster = startPostgres({ port: 55437 })
  machines = [makeMachine(1), makeMachine(2)]
  // On this side of the first machine's link: both machines reach it (the second through its
  // default route), and nothing beyond this machine does.
  mail = await startMailCatcher({ host: machines[0]!.hostAddress, delayMs: () => mailDelayMs })
  // One after the other: the first applies the migrations.
  servers[0] = await startMachine(0)
  servers[1] = await startMachine(1)
  balancer = await startBalancer(machines, MACHINE_PORT, BALANCER_PORT)
  // A startup with investors, made through the balancer.
  const made = await founderAndInvestor(balancer.url, 'lb')
  founder = made.founder
  startupId = made.startupId
  const others = Array.from({ length: 3 }, (_, i) => `lb-extra-${i}`)
  for (const uid of others) await newInvestor(balancer.url, uid)
  investors = [made.investor, ...others]
  await investEach(mail, balancer.url, startupId, investors, 1_000)
})

afterAll(async () => {
  await Promise.all(servers.map((server) => server?.stop()))
  await balancer?.stop()
  await mail?.close()
  for (const machine of machines) machine.remove()
  cluster?.destroy()
})

// In this order, on the same machines: each start costs seconds; the last test leaves one down.
describe('two machines behind nginx, one PostgreSQL', () => {
  it('one flood limit across both machines for one visitor, while other visitors pass', async () => {
    // A window is a minute of the clock: the burst starts at least 15 s before one ends.
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 45_000) await sleep(60_000 - intoMinute + 50)
    const since = Date.now()
    const statuses: number[] = []
    // 500 cheap reads from one visitor, 20 at a time: nginx spreads them over both machines.
    for (let round = 0; round < 25; round += 1)
      statuses.push(
        ...(
          await Promise.all(
            Array.from({ length: 20 }, () =>
              send(balancer.url, 'GET', '/api/startups/data/flood-probe', { from: '127.0.0.99' }),
            ),
          )
        ).map((answer) => answer.status),
      )
    const refused = statuses.filter((status) => status === 429).length
    const passed = statuses.length - refused
    expect(statuses.filter((status) => status === 0 || status >= 500)).toEqual([])
    // Each machine counting alone would have let all 500 through (about 250 each).
    expect(passed).toBe(FLOOD_LIMIT)
    const burst = balancer.log().filter((line) => line.start >= since)
    expect(answeredBy(burst).every((count) => count > 100)).toBe(true)
    // Another visitor is not held back by the first one's limit.
    expect(
      (await send(balancer.url, 'GET', '/api/startups/explore', { from: '127.0.0.98' })).status,
    ).toBe(200)
    console.log(
      `flood limit through nginx: 500 requests from one visitor over ${answeredBy(burst).join(' + ')} machine answers, limit ${FLOOD_LIMIT} → ${passed} passed`,
    )
  })

  it("a rolling restart under steady traffic fails no request, and an update's e-mails go out once each", async () => {
    const traffic = steadyTraffic(balancer.url, startupId)
    await sleep(1_000)
    // An update whose e-mails are still going out when the first machine is told to stop.
    mailDelayMs = 300
    const since = mail.messages.length
    const posted = await call(balancer.url, 'startups/postupdate', {
      uid: founder,
      json: { useruid: founder, startupid: startupId, title: 'Rolling', body: 'Still here.' },
    })
    expect(posted.status).toBe(201)
    const sentBeforeRestart = () => mail.messages.length - since
    // As docs/operating.md says: out of the balancer, SIGTERM (in-flight requests finish), the
    // new process, back in, and the next machine once nginx sends it requests again.
    for (const index of [0, 1]) {
      await balancer.setDown(index, true)
      await servers[index]!.stop('SIGTERM')
      servers[index] = await startMachine(index)
      const back = Date.now()
      await balancer.setDown(index, false)
      await servedAgainBy(index, back)
    }
    const sent = await traffic.stop()
    const during = balancer.log().filter((line) => line.start >= sent[0]!.at)
    expect(failuresOf(sent)).toEqual([])
    expect(sent.length).toBeGreaterThan(100)
    expect(answeredBy(during).every((count) => count > 0)).toBe(true)

    const received = (uid: string) =>
      mail.messages.slice(since).filter((message) => message.to.includes(emailOf(uid))).length
    await expect
      .poll(() => investors.filter((uid) => received(uid) > 0).length, { timeout: 30_000 })
      .toBe(investors.length)
    mailDelayMs = 0
    // A few seconds more for an e-mail that would go twice.
    await sleep(3_000)
    expect(investors.map(received)).toEqual(investors.map(() => 1))
    console.log(
      `rolling restart: ${sent.length} requests through nginx (${answeredBy(during).join(' and ')} answered by each machine), 0 failed; the update's ${investors.length} e-mails once each (${sentBeforeRestart()} by the time both machines were back)`,
    )
  })

  it('kill -9 of one machine fails at most the requests in flight on it, and no read', async () => {
    const traffic = steadyTraffic(balancer.url, startupId)
    await sleep(1_500)
    const killed = Date.now()
    await servers[0]!.stop('SIGKILL')
    // The process is gone (its exit seen here): between the signal and now it may still have
    // taken connections.
    const gone = Date.now()
    await sleep(2_000)
    const sent = await traffic.stop()
    const address = `${machines[0]!.address}:${MACHINE_PORT}`
    // In flight on the killed machine: nginx sent them there first, began them before it was
    // gone and had not finished them when it was killed.
    const inFlight = balancer
      .log()
      .filter(
        (line) => line.upstreams[0] === address && line.start <= gone && line.end >= killed,
      ).length
    const failed = failuresOf(sent)
    expect(failed.length).toBeLessThanOrEqual(inFlight)
    // nginx tried every read again on the other machine: only a POST it had sent can fail.
    expect(failed.filter((answer) => answer.method !== 'POST')).toEqual([])
    expect(sent.filter((answer) => answer.at > killed + 500).length).toBeGreaterThan(20)
    console.log(
      `kill -9: ${sent.length} requests, ${inFlight} in flight on the killed machine, ${failed.length} failed (${failed.map((f) => `${f.method} ${f.status}`).join(', ') || 'none'})`,
    )
  })
})
