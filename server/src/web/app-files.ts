import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pagePolicy } from '@/pwa/assemble-page'
import { cacheControlFor, pageFileFor, SHELL_FILE } from '@/pwa/pages'
import { OperatorError } from '../operator-error'

/** The server-side parts of a build that are never served (`npm run build:remote` writes them). */
export const BUILD_SERVER_DIR = '.server'

/** A production build of the app (dist-remote/): its folder, its shell and its pages' policies. */
export interface AppBuild {
  dir: string
  /** app.html: the shell every route that is not prerendered starts from. */
  shell: string
  /** The Content-Security-Policy of each page, by file (`/index.html`), as a header value. */
  policies: Map<string, string>
  /** The shell's policy: what the service worker and the other files are sent with. */
  policy: string
}

export class AppBuildError extends OperatorError {}

/** Reads a build made by `npm run build:remote` (or any `vite build` of the app). */
export function readAppBuild(folder: string): AppBuild {
  const dir = resolve(folder)
  const shellPath = join(dir, SHELL_FILE)
  if (!existsSync(shellPath))
    throw new AppBuildError(
      `SEEDLING_APP_DIR: ${dir} holds no app build (no ${SHELL_FILE.slice(1)}); run npm run build:remote`,
    )
  const policies = new Map<string, string>()
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.html'))) {
    const policy = pagePolicy(readFileSync(join(dir, name), 'utf8'))
    if (policy) policies.set(`/${name}`, framed(policy))
  }
  const shell = readFileSync(shellPath, 'utf8')
  return { dir, shell, policies, policy: policies.get(SHELL_FILE) ?? "default-src 'self'" }
}

/** A header can say what the page's <meta> cannot: no other site may frame it. */
export const framed = (policy: string) => `${policy}; frame-ancestors 'none'`

/**
 * Serves the app's build beside the API, with the headers a static host gives it: each page's
 * Content-Security-Policy, a year of caching for hashed assets, none for pages and the service
 * worker; a navigation to a route that is not a file gets its page (a prerendered page or the
 * shell), as `vite preview` does. Unknown files and /api paths keep the JSON 404.
 */
export async function serveAppBuild(app: FastifyInstance, build: AppBuild) {
  await app.register(fastifyStatic, {
    root: build.dir,
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    allowedPath: (path) => !path.startsWith(`/${BUILD_SERVER_DIR}`) && !path.startsWith('/api/'),
    setHeaders: (reply, path) => {
      const file = path.slice(build.dir.length).replaceAll('\\', '/')
      reply.header('cache-control', cacheControlFor(file))
      reply.header('content-security-policy', build.policies.get(file) ?? build.policy)
      withoutOpenerPolicy(reply)
    },
  })
}

/**
 * The app's pages go without Cross-Origin-Opener-Policy, as on a static host: with it, Chromium
 * moves each page into a new browsing context group on arrival, which Lighthouse measured as
 * 300–650 ms more main-thread work on a phone (/login: performance 90 with it, 100 without).
 * The API's answers keep it.
 */
export function withoutOpenerPolicy(reply: FastifyReply) {
  reply.removeHeader('cross-origin-opener-policy')
}

/** The page a navigation to a path that is not a file gets, or null when it is not one. */
export function sendPageFor(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0]!
  const navigation =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    !path.split('/').pop()!.includes('.') &&
    (request.headers.accept ?? '').includes('text/html')
  if (!navigation) return null
  // A startup's address the page route did not take (an id longer than any id, a deeper
  // path) names no startup: the app says so, under a 404 as for an unknown id.
  if (path.startsWith('/s/')) reply.status(404)
  return reply.sendFile(pageFileFor(path).slice(1))
}
