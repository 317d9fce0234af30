// Demo-backend latencies at scale, in Node: the same handlers over msw/node, the IndexedDB
// persistence over fake-indexeddb. Prints one figure a line (milliseconds, median and p95).
//   npx tsx scripts/bench-backend.ts [startups]
import 'fake-indexeddb/auto'
import { setupServer } from 'msw/node'
import { signDemoToken, verifyDemoToken } from '@/auth/demo-token'
import { createBackend } from '../mocks/backend'
import { PDF_BYTES as PDF, PNG_BYTES as PNG } from '../src/contract/kit/files'
import { indexedDbPersistence } from '../mocks/data/persistence'
import { createHandlers } from '../mocks/handlers'

const STARTUPS = Number(process.argv[2] ?? 10_000)
const RUNS = 30
const BASE = 'http://bench.local/api'

const token = (uid: string) =>
  signDemoToken({
    uid,
    email: `${uid}@example.com`,
    name: uid,
    iat: Date.now(),
    exp: Date.now() + 3_600_000,
  })

async function call(path: string, init: RequestInit & { uid?: string } = {}) {
  const headers = new Headers(init.headers)
  if (init.uid) headers.set('Authorization', `Bearer ${await token(init.uid)}`)
  const response = await fetch(`${BASE}/${path}`, { ...init, headers })
  const body = await response.text()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`)
  return body
}

async function measure(name: string, run: (i: number) => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    await run(i)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  console.log(
    `backend ${name} at ${STARTUPS} startups: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
  )
}

const backend = createBackend({
  persistence: indexedDbPersistence(`seedling-bench-${Date.now()}`),
  verifyToken: verifyDemoToken,
  deliverOtp: () => undefined,
  extraStartups: STARTUPS - 14,
})
const server = setupServer(...createHandlers(backend))
server.listen({ onUnhandledFrame: 'error' })

const t0 = performance.now()
await backend.ready()
console.log(
  `backend first start (seed ${STARTUPS} startups into IndexedDB): ${(performance.now() - t0).toFixed(0)} ms`,
)

const explore = JSON.parse(await call('startups/explore')) as { message: { _id: string }[] }
console.log(
  `backend explore answer: ${explore.message.length} startups, ${(JSON.stringify(explore).length / 1024).toFixed(0)} KB`,
)
const ids = explore.message.map((s) => s._id)

await measure('explore (data unchanged since the last answer)', () => call('startups/explore'))
await measure('detail', (i) => call(`startups/data/${ids[(i * 331) % ids.length]}`))
await measure('history', () =>
  call('payments/history/seed-investor-01', { uid: 'seed-investor-01' }),
)
await measure('create', async (i) => {
  const uid = `bench-founder-${i}`
  await backend.db.users.create({
    useruid: uid,
    name: `Bench ${i}`,
    email: `${uid}@example.com`,
    role: 'startup',
    photoUrl: '',
    createdAt: new Date().toISOString(),
  })
  const form = new FormData()
  const fields: Record<string, string> = {
    useruid: uid,
    name: `Bench Startup ${i}`,
    slogan: 'Measured, not assumed',
    description: 'A startup created by the benchmark.',
    domain: 'IT',
    stocks: '5',
    fundsRequired: '100000',
    founded: '2020-01-01',
    websiteLink: '',
    username: `Bench ${i}`,
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('logo', new File([PNG], 'logo.png', { type: 'image/png' }))
  form.append('report', new File([PDF], 'report.pdf', { type: 'application/pdf' }))
  await call('startups/create', { method: 'POST', body: form, uid })
})
// The first explore answer after a change is built afresh: time it right after a write.
const afterChange: number[] = []
for (let i = 0; i < RUNS; i++) {
  await call('users/adduser', {
    method: 'POST',
    uid: `bench-investor-${i}`,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      useruid: `bench-investor-${i}`,
      email: `bench-investor-${i}@example.com`,
      name: `Bench Investor ${i}`,
      role: 'investor',
      photoUrl: '',
    }),
  })
  const t0 = performance.now()
  await call('startups/explore')
  afterChange.push(performance.now() - t0)
}
afterChange.sort((a, b) => a - b)
console.log(
  `backend explore right after a change at ${STARTUPS} startups: median ${afterChange[Math.floor(RUNS / 2)]!.toFixed(1)} ms, p95 ${afterChange[Math.floor(RUNS * 0.95)]!.toFixed(1)} ms`,
)
server.close()
