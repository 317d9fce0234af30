import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { fundedOutOfText } from '@/domain/format'
import { publicKey } from '@/domain/slug'
import type { Startup } from '@/domain/startup'
import { escapeAttribute, pagePolicy } from '@/pwa/assemble-page'
import type * as Renderer from '@/prerender'
import { readPublic, type ContractStore } from '@/operations/table'
import { encodedText, sendEncoded, type EncodedAnswer } from '../compressed'
import type { KeptReads } from '../kept-reads'
import { publicBase } from '../routes/guard'
import { BUILD_SERVER_DIR, framed, withoutOpenerPolicy, type AppBuild } from './app-files'
import { shareImage, SHARE_IMAGE } from './share-image'

/** What a startup's page shows, as the contract answers it, and a stamp of exactly that. */
export interface StartupPageData {
  startup: Startup | null
  answers: Renderer.ContractAnswers
  /** Changes whenever anything the page shows changes: a payment, an edit, an update, an answer. */
  version: string
}

const ID = /^[A-Za-z0-9_-]{1,128}$/

/** The startup as the contract answers it, or null for an id no startup has. */
async function readStartup(
  store: ContractStore,
  id: string,
  base: string,
  invite: string | undefined,
) {
  if (!ID.test(id)) return null
  // An invite-only startup (an optional extension) is read with its link's code, else not at all.
  const query = new URLSearchParams(invite ? { invite } : {})
  const { data } = await readPublic(store, '/startups/data/:id', { id }, base, query)
  return data[0] ?? null
}

/** The invite link's code a request for /s/{id} (or its image) carries, if one. */
const inviteOf = (request: FastifyRequest) => {
  const invite = (request.query as { invite?: unknown } | undefined)?.invite
  return typeof invite === 'string' && invite.length <= 64 ? invite : undefined
}

/**
 * Reads what /s/{address} shows (a slug or an id), through the contract's own public reads (the
 * table's operations); a fresh read on every request (one row and two short lists). The page
 * reads the startup by its address, then the rest by its id.
 */
export async function readStartupPage(
  store: ContractStore,
  address: string,
  base: string,
  invite?: string,
): Promise<StartupPageData> {
  const startup = await readStartup(store, address, base, invite)
  const id = startup?._id ?? address
  const answers: Renderer.ContractAnswers = {
    [`startups/data/${address}`]: { data: startup ? [startup] : [] },
    ...(startup && {
      [`startups/data/${id}`]: { data: [startup] },
      [`startups/updates/${id}`]: await readPublic(store, '/startups/updates/:id', { id }, base),
      [`startups/questions/${id}`]: await readPublic(
        store,
        '/startups/questions/:id',
        { id },
        base,
      ),
    }),
  }
  const version = createHash('sha256').update(JSON.stringify(answers)).digest('base64url')
  return { startup, answers, version: version.slice(0, 16) }
}

/** The tags a chat app or a search engine reads: title, description, canonical, the preview. */
export function previewTags(
  startup: Startup | null,
  base: string,
  imageVersion: string,
  invite?: string,
): string {
  if (!startup)
    return '<title>Startup not found — Seedling</title><meta name="robots" content="noindex">'
  const url = `${base}/s/${encodeURIComponent(publicKey(startup))}`
  const title = `${startup.name} — Seedling`
  const description = `${startup.slogan} · ${fundedOutOfText(startup.fundsRecieved, startup.fundsRequired)}`
  // An invite-only startup's image opens with the same code as its page.
  const image = `${url}/share.png?v=${imageVersion}${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`
  return [
    `<title>${escapeAttribute(title)}</title>`,
    tag('name', 'description', description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', 'Seedling'),
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', String(SHARE_IMAGE.width)),
    tag('property', 'og:image:height', String(SHARE_IMAGE.height)),
    tag('property', 'og:image:alt', `${startup.name}: ${startup.slogan}`),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image),
    // An invite-only page is for those its link was sent to: never in a search engine.
    ...(startup.inviteOnly ? ['<meta name="robots" content="noindex">'] : []),
  ].join('')
}

/** What the share image shows, and so when it must be made again. */
export function imageVersion(startup: Startup): string {
  const shown = [startup.name, startup.slogan, startup.logo, startup.fundsRecieved]
  return createHash('sha256')
    .update(JSON.stringify([...shown, startup.fundsRequired]))
    .digest('base64url')
    .slice(0, 16)
}

/**
 * /s/{slug} rendered by the server (the startup's name, slogan, logo, progress, facts,
 * description, updates and questions, with its link preview), and its share image at
 * /s/{slug}/share.png; /s/{id}, its address before readable ones, moves there (301).
 *
 * What the page shows (one indexed row and two short lists) is read for a visitor, or kept from
 * a visitor less than `STARTUP_KEEP_MS` before (`visitorPages`: a shared link's visitors arrive
 * together), and forgotten at once when this process answers a write: a payment, an edit, an
 * update or an answer made here shows to the next visitor, one made through another process
 * within that second, as the API's answers to visitors do. A rendered page is kept under a stamp
 * of exactly that data, so a change gives the next visitor a new render; what that cache saves is
 * rendering (tens of milliseconds), kept for a minute at most. The share image is kept under a
 * stamp of what it shows and its address carries that stamp (`?v=`), so a chat app fetches the
 * new one.
 */
export async function startupPageRoutes(
  app: FastifyInstance,
  {
    store,
    build,
    publicUrl,
    visitorPages,
  }: {
    store: ContractStore
    build: AppBuild
    publicUrl: string | undefined
    /** What the page shows, kept for the next visitors by address (`StartupPageData`). */
    visitorPages?: KeptReads<StartupPageData>
  },
) {
  const bundle = join(build.dir, BUILD_SERVER_DIR, 'prerender.js')
  // A build without the renderer (e.g. the demo's): the page is the app's, rendered in the browser.
  if (!existsSync(bundle)) return
  const renderer = (await import(pathToFileURL(bundle).href)) as typeof Renderer
  // A rendered page with what every visitor's answer needs of it, made once: its bytes, ETag and
  // compressed forms (inCoding adds each as first asked for) and its Content-Security-Policy
  // (hashes of its inline scripts). Sized by its bytes: a page is about 100 KB, its forms 20.
  const pages = new LRUCache<string, { page: EncodedAnswer; policy: string }>({
    max: 500,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: ({ page }) => 2 * page.bytes.length,
    ttl: 60_000,
  })
  const images = new LRUCache<string, Buffer>({
    max: 200,
    maxSize: 40 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
  })

  const policyOf = (html: string) => {
    const policy = pagePolicy(html)
    return policy ? framed(policy) : build.policy
  }
  const pageRoute = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const { id } = request.params
    const base = publicBase(request, publicUrl)
    const invite = inviteOf(request)
    const read = () => readStartupPage(store, id, base, invite)
    const data = visitorPages
      ? await visitorPages.get(`${base}\u0000${id}\u0000${invite ?? ''}`, read)
      : await read()
    // An old address (by id) of a startup with a readable one: moved there for good, with the
    // query (a campaign's tags) kept.
    if (data.startup && publicKey(data.startup) !== id) {
      const query = request.url.indexOf('?')
      const search = query === -1 ? '' : request.url.slice(query)
      return reply.redirect(`/s/${encodeURIComponent(publicKey(data.startup))}${search}`, 301)
    }
    const key = `${base} ${id} ${data.version} ${data.startup?.inviteOnly ? (invite ?? '') : ''}`
    let rendered = pages.get(key)
    if (!rendered) {
      const head = previewTags(
        data.startup,
        base,
        data.startup ? imageVersion(data.startup) : '',
        data.startup?.inviteOnly ? invite : undefined,
      )
      const html = await renderer.renderStartupPage(build.shell, {
        id,
        answers: data.answers,
        head,
      })
      rendered = { page: encodedText(html), policy: policyOf(html) }
      pages.set(key, rendered)
    }
    withoutOpenerPolicy(reply)
    reply
      .status(data.startup ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', rendered.policy)
    return sendEncoded(request, reply, rendered.page)
  }
  const imageRoute = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const base = publicBase(request, publicUrl)
    // The image shows the startup's row only: its updates and questions are not read.
    const startup = await readStartup(store, request.params.id, base, inviteOf(request))
    if (!startup)
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: 'No such startup', requestId: request.id } })
    const key = `${startup._id} ${imageVersion(startup)}`
    let png = images.get(key)
    if (!png) {
      png = await shareImage(store, startup)
      images.set(key, png)
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=300')
      .send(png)
  }
  const hide = { schema: { hide: true } }
  app.get('/s/:id', hide, pageRoute)
  app.get('/s/:id/share.png', hide, imageRoute)
}
