import { rmSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../src/app'
import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/database'
import { startups } from '../src/db/schema'
import { migrateDatabase } from '../src/migrate'
import { readAppBuild, AppBuildError } from '../src/web/app-files'
import {
  approveListing,
  askCodeByMail,
  call,
  editSlogan,
  emailOf,
  founderAndInvestor,
  inMemoryApp,
  TEST_BUILD_POLICY,
  verifyCode,
  writeTestBuild,
} from './helpers'
import { startupForm } from '@/contract/kit/forms'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * The server serving an app build beside its API (SEEDLING_APP_DIR): the headers a static host
 * gives the build, the pages navigations get, and /s/{id} with its cache. The build here is a
 * small one written by the test, with a renderer that counts its renders; the real build and
 * renderer are driven by the remote e2e (e2e/remote/shared-page.spec.ts).
 */
let dir: string
let app: App
let base: string
let database: Database
let mail: MailCatcher

beforeAll(async () => {
  dir = writeTestBuild()
  mail = await startMailCatcher()
  ;({ app, database, base } = await inMemoryApp(mail, { SEEDLING_APP_DIR: dir }))
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await mail?.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (path: string, accept = 'text/html') => fetch(`${base}${path}`, { headers: { accept } })
const renders = () => (globalThis as unknown as { renders: number }).renders

describe('the app build, served as a static host serves it', () => {
  it('sends each page with its own policy as a header, which also forbids framing, and revalidates it', async () => {
    for (const [path, text] of [
      ['/', 'landing'],
      ['/login', 'log in'],
      ['/dashboard/explore', '<div id="root"></div>'],
    ] as const) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      expect(await answer.text()).toContain(text)
      expect(answer.headers.get('content-type')).toContain('text/html')
      expect(answer.headers.get('cache-control')).toBe('no-cache')
      expect(answer.headers.get('content-security-policy')).toBe(
        `${TEST_BUILD_POLICY}; frame-ancestors 'none'`,
      )
      // As on a static host: no opener policy on the app's pages (it costs a phone a process
      // switch on arrival); the API keeps its own.
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull()
    }
    const api = await get('/api/startups/explore', 'application/json')
    expect(api.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none'",
    )
    expect(api.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('keeps hashed assets a year, the service worker never; the renderer and unknown files are not served', async () => {
    const asset = await get('/assets/index-1a2b.js', '*/*')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const worker = await get('/sw.js', '*/*')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    // The worker's own policy lets it fetch this origin (the API's 'none' would not).
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect((await get('/.server/prerender.js', '*/*')).status).toBe(404)
    const missing = await get('/nothing.js', '*/*')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe('not_found')
  })

  it('answers /api paths it does not know with the JSON 404, even for a browser', async () => {
    const answer = await get('/api/nothing')
    expect(answer.status).toBe(404)
    expect((await answer.json()).error.code).toBe('not_found')
    expect((await get('/api/startups/explore', 'application/json')).status).toBe(200)
  })

  it("meters the API and the rendered pages per address, never the app's own files", async () => {
    const limited = await inMemoryApp(mail, { SEEDLING_APP_DIR: dir, RATE_LIMIT_PER_MINUTE: '3' })
    try {
      // Each body is read to its end, as a browser does: an unread one keeps its connection busy,
      // and closing the app would wait for it.
      const at = async (path: string) => {
        const answer = await fetch(`${limited.base}${path}`, {
          headers: { accept: 'text/html,*/*' },
        })
        await answer.arrayBuffer()
        return answer.status
      }
      // A first visit fetches the pages and files of the build many times over: none is counted.
      for (let i = 0; i < 5; i++)
        for (const path of ['/', '/login', '/dashboard/explore', '/assets/index-1a2b.js', '/sw.js'])
          expect(await at(path), path).toBe(200)
      expect(await at('/api/startups/explore')).toBe(200)
      expect(await at('/s/no-such-startup')).toBe(404)
      expect(await at('/api/startups/explore')).toBe(200)
      expect(await at('/api/startups/explore')).toBe(429)
      expect(await at('/s/no-such-startup')).toBe(429)
      expect(await at('/assets/index-1a2b.js')).toBe(200)
    } finally {
      await limited.app.close()
      await limited.database.close()
    }
  })

  it('says what to do when the folder holds no build', () => {
    expect(() => readAppBuild(join(dir, 'assets'))).toThrow(AppBuildError)
    expect(() => readAppBuild(join(dir, 'assets'))).toThrow(/npm run build:remote/)
  })
})

describe('/s/{id}: rendered by the server, cached under what it shows', () => {
  it('renders a startup with its preview tags; an unknown id is a 404 page', async () => {
    const { slug, name } = await founderAndInvestor(base, 'web-page')
    expect(slug).toBe('startup-web-page')
    const answer = await get(`/s/${slug}`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain(`<title>${name} — Seedling</title>`)
    expect(html).toContain(`<meta property="og:url" content="${base}/s/${slug}">`)
    expect(html).toContain(`<link rel="canonical" href="${base}/s/${slug}">`)
    expect(html).toContain(`content="${base}/s/${slug}/share.png?v=`)
    expect(html).toContain('"fundsRecieved":0')
    expect(answer.headers.get('cross-origin-opener-policy')).toBeNull()
    // Compressed for a phone on a slow network, with the same policy and tag as sent plain.
    const brotli = () =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(base)
        httpGet(
          { hostname, port, path: `/s/${slug}`, headers: { 'accept-encoding': 'br' } },
          (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () =>
              resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
            )
          },
        ).on('error', reject)
      })
    const compressed = await brotli()
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['vary']).toContain('Accept-Encoding')
    expect(brotliDecompressSync(compressed.bytes).toString('utf8')).toBe(html)
    expect(compressed.headers['content-security-policy']).toBe(
      answer.headers.get('content-security-policy'),
    )
    const etag = answer.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(compressed.headers['etag']).toBe(etag)
    // A visitor coming back to a page that has not changed is told so, with no body.
    const again = await fetch(`${base}/s/${slug}`, { headers: { 'if-none-match': etag! } })
    expect(again.status).toBe(304)
    const missing = await get('/s/no-such-startup')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<title>Startup not found — Seedling</title>')
    expect((await get('/s/bad%20id!')).status).toBe(404)
  })

  it('moves an old address by id to the readable one for good, keeping its query', async () => {
    const { startupId, slug } = await founderAndInvestor(base, 'web-moved')
    const moved = await fetch(`${base}/s/${startupId}?utm_source=chat`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`/s/${slug}?utm_source=chat`)
    // Followed, as a browser does: the page at the readable address.
    const followed = await get(`/s/${startupId}`)
    expect(followed.status).toBe(200)
    expect(followed.url).toBe(`${base}/s/${slug}`)
    // The share image answers at either address.
    for (const address of [slug, startupId])
      expect((await get(`/s/${address}/share.png`, 'image/*')).status, address).toBe(200)
  })

  it('gives startups kept before readable addresses theirs when the server migrates, oldest first', async () => {
    const older = await founderAndInvestor(base, 'web-old-1')
    const newer = await founderAndInvestor(base, 'web-old-2')
    // As a database written before 0010_readable_addresses holds them: one name, no slugs.
    for (const { startupId } of [older, newer])
      await database.db
        .update(startups)
        .set({ name: 'Kept Before', slug: null })
        .where(eq(startups.id, startupId))
    await migrateDatabase(database)
    const slugOf = async (id: string) => (await call(base, `startups/data/${id}`)).data.data[0].slug
    expect(await slugOf(older.startupId)).toBe('kept-before')
    expect(await slugOf(newer.startupId)).toBe('kept-before-2')
    const moved = await fetch(`${base}/s/${newer.startupId}`, { redirect: 'manual' })
    expect(moved.headers.get('location')).toBe('/s/kept-before-2')
  })

  it('renders once while nothing changes, and again at once after a payment: never stale money', async () => {
    const { startupId, investor } = await founderAndInvestor(base, 'web-cache')
    await get(`/s/${startupId}`)
    const before = renders()
    const first = await (await get(`/s/${startupId}`)).text()
    expect(renders()).toBe(before)
    const image = (html: string) => /property="og:image" content="([^"]+)"/.exec(html)![1]!

    const otp = await askCodeByMail(mail, base, investor, startupId, 12_345)
    expect((await verifyCode(base, investor, otp)).status).toBe(201)
    const after = await (await get(`/s/${startupId}`)).text()
    expect(renders()).toBe(before + 1)
    expect(after).toContain('"fundsRecieved":12345')
    // The share image's address changes with what it shows, so previews fetch the new one.
    expect(image(after)).not.toBe(image(first))
  })

  it("keeps what a page shows a moment for the next visitors: another process's write shows after it, this process's at once", async () => {
    const kept = await inMemoryApp(mail, { SEEDLING_APP_DIR: dir, STARTUP_KEEP_MS: '60000' })
    try {
      const { founder, startupId } = await founderAndInvestor(kept.base, 'web-kept')
      const page = async (query = '') => {
        const answer = await fetch(`${kept.base}/s/${startupId}${query}`)
        expect(answer.status).toBe(200)
        return answer.text()
      }
      const before = await page()
      // Another process's write (straight into the database).
      await kept.database.db
        .update(startups)
        .set({ slogan: 'Changed elsewhere' })
        .where(eq(startups.id, startupId))
      expect(await page()).toBe(before)
      // A campaign's tags on the link are the same page, kept.
      expect(await page('?utm_source=chat')).toBe(before)
      // A write this process answers (the founder's edit) shows to the next visitor at once.
      await editSlogan(kept.base, founder, startupId, 'Edited here')
      const after = await page()
      expect(after).toContain('Edited here')
      expect(after).not.toContain('Changed elsewhere')
    } finally {
      await kept.stop()
    }
  })

  it('draws the share image: a 1200×630 PNG under 150 KB, 404 for an unknown startup', async () => {
    const { startupId } = await founderAndInvestor(base, 'web-image')
    const answer = await get(`/s/${startupId}/share.png`, 'image/*')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await answer.arrayBuffer())
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(png.length).toBeLessThan(150 * 1024)
    expect((await get('/s/no-such-startup/share.png', 'image/*')).status).toBe(404)
  })

  it('has no page and no share image for a listing in review, until an operator approves it', async () => {
    const founder = 'web-review-founder'
    await call(base, 'users/adduser', {
      uid: founder,
      json: { useruid: founder, email: emailOf(founder), name: 'Reviewed', role: 'startup' },
    })
    const created = await call(base, 'startups/create', {
      uid: founder,
      form: startupForm(founder, { name: 'Startup web-review' }),
    })
    const { _id: id, slug } = created.data.data as { _id: string; slug: string }
    for (const path of [`/s/${slug}`, `/s/${id}`]) expect((await get(path)).status, path).toBe(404)
    expect((await get(`/s/${id}/share.png`, 'image/*')).status).toBe(404)
    await approveListing(base, id)
    expect((await get(`/s/${slug}`)).status).toBe(200)
    expect((await get(`/s/${id}/share.png`, 'image/*')).status).toBe(200)
  })

  it('answers an invite-only startup, its page and its image, only with its current link', async () => {
    const { founder, startupId, slug } = await founderAndInvestor(base, 'web-invite')
    const invite = (json: Record<string, unknown>) =>
      call(base, 'startups/invite', {
        uid: founder,
        json: { useruid: founder, startupid: startupId, ...json },
      })
    const { code } = (await invite({ inviteOnly: true })).data as { code: string }
    expect((await get(`/s/${slug}`)).status).toBe(404)
    expect((await get(`/s/${slug}/share.png`, 'image/*')).status).toBe(404)
    const page = await get(`/s/${slug}?invite=${code}`)
    expect(page.status).toBe(200)
    // Its preview image opens with the same link, and no search engine keeps it.
    const html = await page.text()
    expect(html).toMatch(new RegExp(`/share\\.png\\?v=[^"]+&amp;invite=${code}`))
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect((await get(`/s/${slug}/share.png?invite=${code}`, 'image/*')).status).toBe(200)
    // A new link: the old one is a 404, as for no startup at all.
    const { code: next } = (await invite({ rotate: true })).data as { code: string }
    expect((await get(`/s/${slug}?invite=${code}`)).status).toBe(404)
    expect((await get(`/s/${slug}/share.png?invite=${code}`, 'image/*')).status).toBe(404)
    expect((await get(`/s/${slug}?invite=${next}`)).status).toBe(200)
  })

  it('leaves the contract alone: OpenAPI lists no page route', async () => {
    const document = (await call(base, 'openapi.json')).data
    expect(Object.keys(document.paths).some((path) => path.startsWith('/s/'))).toBe(false)
  })
})
