import { readFileSync, writeFileSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import type * as Prerender from '../src/prerender'

import { assemblePage } from '../src/pwa/assemble-page.ts'
import { prerenderedFile, PRERENDERED_PATHS, SHELL_FILE } from '../src/pwa/pages.ts'

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
            const page = assemblePage(shell, { path, ...(await prerender(path)) })
            writeFileSync(join(outDir, prerenderedFile(path).slice(1)), page)
          }
        } finally {
          await server.close()
        }
      },
    },
  }
}
