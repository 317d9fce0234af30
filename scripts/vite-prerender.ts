import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type * as Prerender from '../src/prerender'

import {
  EARLY_PAGE_GLOBAL,
  earlyPage,
  SIGNED_IN_HINT_KEY,
  type EarlyPageConfig,
} from '../src/pwa/early-page.ts'
import { APP_WORKER_URL, prerenderedFile, PRERENDERED_PATHS, SHELL_FILE } from '../src/pwa/pages.ts'

/**
 * Renders the public pages to HTML at build time (see src/prerender.tsx): index.html, login.html,
 * signup.html and he.html get their markup and critical CSS; app.html keeps the empty shell for
 * every other route. Runs after the bundle is written and before the PWA plugin builds its
 * precache, so all of them are precached. They load the app only once it is used; what is typed
 * before it takes over is kept (src/pwa/early-page.ts, src/app/take-over.ts).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'seedling-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr) return
        const outDir = isAbsolute(config.build.outDir)
          ? config.build.outDir
          : join(config.root, config.build.outDir)
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
        writeFileSync(join(outDir, SHELL_FILE.slice(1)), shell)
        const server = await createServer({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          resolve: { alias: config.resolve.alias },
          define: config.define,
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        })
        try {
          const { prerender } = (await server.ssrLoadModule(
            '/src/prerender.tsx',
          )) as typeof Prerender
          for (const path of PRERENDERED_PATHS) {
            const { html, styles } = await prerender(path)
            const page = allowInlineScripts(
              loadAppWhenUsed(
                shell
                  .replace(
                    '<div id="root"></div>',
                    `<div id="root" data-prerendered="${path}">${html}</div>`,
                  )
                  .replace('</head>', `${styles}</head>`),
                path,
              ),
            )
            writeFileSync(join(outDir, prerenderedFile(path).slice(1)), page)
          }
        } finally {
          await server.close()
        }
      },
    },
  }
}

/**
 * A prerendered page is complete without JavaScript, so it loads none until the visitor acts (see
 * src/pwa/early-page.ts): the module preloads and the entry script become that early script,
 * inlined at the end of the body.
 */
function loadAppWhenUsed(page: string, path: string): string {
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)]
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/)
  if (!entry) throw new Error('prerender: no module entry script in index.html')
  const config: EarlyPageConfig = {
    path,
    entry: entry[1]!,
    preloads: preloads.map((match) => match[1]!),
    serviceWorker: APP_WORKER_URL,
    global: EARLY_PAGE_GLOBAL,
    hintKey: SIGNED_IN_HINT_KEY,
  }
  const script = `(${earlyPage.toString()})(${JSON.stringify(config)})`
  let out = page.replace(entry[0], '')
  for (const match of preloads) out = out.replace(match[0], '')
  return out.replace('</body>', `<script>${script}</script></body>`)
}

/**
 * The colour-mode script next-themes renders runs before the first paint (no flash of the wrong
 * theme). The Content-Security-Policy allows exactly that script, by its hash.
 */
function allowInlineScripts(page: string): string {
  const hashes = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `&#39;sha256-${createHash('sha256').update(match[1]!).digest('base64')}&#39;`,
  )
  const fresh = [...new Set(hashes)].filter((hash) => !page.includes(hash))
  if (!fresh.length) return page
  return page.replace(
    /(http-equiv="Content-Security-Policy" content="[^"]*script-src &#39;self&#39;)/,
    `$1 ${fresh.join(' ')}`,
  )
}
