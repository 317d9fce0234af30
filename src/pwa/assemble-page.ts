import { createHash } from 'node:crypto'
import {
  EARLY_PAGE_GLOBAL,
  earlyPage,
  SIGNED_IN_HINT_KEY,
  type EarlyPageConfig,
} from './early-page.ts'
import { COMPLETE_COPY_MESSAGE } from './control.ts'
import { APP_WORKER_URL, PAGE_STATE_ID } from './pages.ts'

/** What a page rendered ahead of the app (at build time or by the server) is made of. */
export interface RenderedPage {
  /** The route it shows. */
  path: string
  /** The markup of #root and the critical CSS of that markup (style tags). */
  html: string
  styles: string
  /** Tags that replace the shell's <title> and description (a startup's name, its preview). */
  head?: string
  /** The query cache the markup was rendered from, for the app to start from (see main.tsx). */
  state?: unknown
}

/**
 * Puts a rendered page into the build's shell (app.html): its markup in #root, its CSS and head
 * tags, the data it was rendered from, and the early script in place of the app's module
 * scripts, with the Content-Security-Policy allowing exactly that script. Runs in Node: at build
 * time (scripts/vite-prerender.ts) and in the server for /s/{id}.
 */
export function assemblePage(shell: string, page: RenderedPage): string {
  let out = shell
    .replace('<div id="root"></div>', () => {
      const root = `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.html}</div>`
      if (page.state === undefined) return root
      // JSON in a script element: `<` is escaped so no text can close the element.
      const json = JSON.stringify(page.state).replace(/</g, '\\u003c')
      return `${root}<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`
    })
    .replace('</head>', () => `${page.styles}</head>`)
  if (page.head !== undefined)
    out = out
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?>/, '')
      .replace('</head>', () => `${page.head}</head>`)
  return allowInlineScripts(loadAppWhenUsed(out, page.path))
}

/**
 * A rendered page is complete without JavaScript, so it loads none until the visitor acts (see
 * src/pwa/early-page.ts): the module preloads and the entry script become that early script,
 * inlined at the end of the body.
 */
function loadAppWhenUsed(page: string, path: string): string {
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)]
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/)
  if (!entry) throw new Error('prerender: no module entry script in the shell')
  const config: EarlyPageConfig = {
    path,
    entry: entry[1]!,
    preloads: preloads.map((match) => match[1]!),
    serviceWorker: APP_WORKER_URL,
    completeCopy: COMPLETE_COPY_MESSAGE,
    global: EARLY_PAGE_GLOBAL,
    hintKey: SIGNED_IN_HINT_KEY,
  }
  const script = `(${earlyPage.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')})`
  let out = page.replace(entry[0], '')
  for (const match of preloads) out = out.replace(match[0], '')
  return out.replace('</body>', () => `<script>${script}</script></body>`)
}

/**
 * The colour-mode script next-themes renders runs before the first paint (no flash of the wrong
 * theme). The Content-Security-Policy allows exactly the page's inline scripts, by their hashes.
 */
function allowInlineScripts(page: string): string {
  const hashes = [
    ...page.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => `&#39;sha256-${createHash('sha256').update(match[1]!).digest('base64')}&#39;`)
  const fresh = [...new Set(hashes)].filter((hash) => !page.includes(hash))
  if (!fresh.length) return page
  return page.replace(
    /(http-equiv="Content-Security-Policy" content="[^"]*script-src &#39;self&#39;)/,
    (found) => `${found} ${fresh.join(' ')}`,
  )
}

/** The Content-Security-Policy a page carries in its <meta> tag, as a header value. */
export function pagePolicy(page: string): string | null {
  const found = page.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)
  return found ? found[1]!.replace(/&#39;/g, "'").replace(/&quot;/g, '"') : null
}

export function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}
