import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { prerenderPlugin } from './scripts/vite-prerender.ts'
import { contentSecurityPolicy } from './src/pwa/csp.ts'
import { EARLY_INSTALL_SCRIPT } from './src/pwa/early-install.ts'
import { cacheControlFor, pageFileFor } from './src/pwa/pages.ts'
import { pwaManifest } from './src/pwa/manifest.ts'

/**
 * Puts the build's Content-Security-Policy in index.html (production builds only), with the one
 * inline script every page has: the early keeper of the browser's install offer.
 */
function cspPlugin(env: Record<string, string>): Plugin {
  const hash = `sha256-${createHash('sha256').update(EARLY_INSTALL_SCRIPT).digest('base64')}`
  return {
    name: 'seedling-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(env, { scriptHashes: [hash] }),
        },
        injectTo: 'head-prepend',
      },
      { tag: 'script', children: EARLY_INSTALL_SCRIPT, injectTo: 'head' },
    ],
  }
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteEnv(process.env) }
  // `vite build --ssr src/prerender.tsx` (npm run build:remote): the renderer the server uses for
  // /s/{id}, one file with everything it needs, written beside the build it renders pages for.
  if (isSsrBuild)
    return {
      // React's production build: the server renders pages, not a development session.
      define: {
        __APP_VERSION__: JSON.stringify(appVersion()),
        'process.env.NODE_ENV': JSON.stringify('production'),
      },
      resolve: { alias: aliases },
      plugins: [react()],
      publicDir: false,
      ssr: { noExternal: true, target: 'node' },
      build: {
        target: 'node22',
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rollupOptions: { output: { codeSplitting: false } },
      },
      logLevel: 'warn',
    }
  return {
    define: { __APP_VERSION__: JSON.stringify(appVersion()) },
    resolve: { alias: { ...aliases, ...demoAliases } },
    plugins: [
      // The router plugin must run before React's so that route files are split first.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
      }),
      react(),
      cspPlugin(env),
      prerenderPlugin(),
      shellFallbackPlugin(),
      immutableAssetsPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/pwa',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: pwaManifest,
        // The glob below finds the icons, and the plugin adds the manifest itself: listed twice
        // they were fetched twice by every install.
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,webp,png,ico,woff2,pdf}'],
          // Install dialogs fetch the screenshots; the app never needs them offline. A build
          // never loads the other mode's chunks (Firebase Auth in the demo, MSW and the demo
          // data in remote builds): precaching them cost every first visit their download and
          // their cache writes, and phones their storage.
          globIgnores: [
            'mockServiceWorker.js',
            'screenshots/**',
            env.VITE_AUTH_MODE === 'firebase' ? '' : 'assets/firebase-auth-*.js',
            env.VITE_API_MODE === 'remote' ? 'assets/browser-*.js' : '',
          ].filter(Boolean),
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      target: 'es2022',
      // dist/.vite/manifest.json: which chunks each route loads (read by npm run bench).
      manifest: true,
      sourcemap: false,
      // Rolldown puts modules that the entry and a lazy route both import into chunks of their
      // own: 25 small files the entry imports statically, all loaded with it before it runs.
      // Kept in the entry's own chunk they are the same bytes in one request, and 24 fewer files
      // in the offline copy every first visit makes (each file costs the browser a cache write).
      rollupOptions: {
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    // A remote build in development calls its own origin's /api: Seedling's server on 5000.
    server: {
      host: '127.0.0.1',
      port: 5173,
      ...(env.VITE_API_MODE === 'remote' && !env.VITE_API_URL
        ? { proxy: { '/api': 'http://127.0.0.1:5000' } }
        : {}),
    },
  }
})

const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
}

/**
 * MSW's cookie jar (tough-cookie) asks tldts for a cookie's registrable domain; tldts builds the
 * whole public-suffix list as a tree of objects when it loads, at every start of the demo: 160 KB
 * of the demo's scripts, and 34–45 ms of a page's main thread in Chromium here to load it.
 * tldts-experimental, its authors' build of the same API over the list packed in one string,
 * loads in 21–22 ms. The jar only ever sees the demo's own origin.
 */
const demoAliases = { tldts: 'tldts-experimental' }

/**
 * `vite preview` (npm start, the e2e tests) serves routes that were not prerendered from the empty
 * shell, as a production server should; index.html is the prerendered landing page.
 */
function shellFallbackPlugin(): Plugin {
  return {
    name: 'seedling-shell-fallback',
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? ''
        const path = (req.url ?? '/').split('?')[0]!
        const isPage = req.method === 'GET' && accept.includes('text/html') && !path.includes('.')
        const file = pageFileFor(path)
        if (isPage && existsSync(resolvePath(outDir, file.slice(1)))) req.url = file
        next()
      })
    },
  }
}

/**
 * `vite preview` sends every file with `Cache-Control: no-cache`; here each goes out as Seedling's
 * server sends it (`cacheControlFor`), the hashed assets immutable. Chromium keeps no compiled
 * code for a script that must be revalidated, whether it comes from the network or from the
 * service worker's offline copy, so under `no-cache` each start of the demo parsed and compiled
 * all its scripts again. A warm dashboard's load in Chromium here: 1.50–1.66 CPU-s with
 * `no-cache`, 1.06–1.20 with immutable assets (docs/performance.md).
 */
function immutableAssetsPlugin(): Plugin {
  return {
    name: 'seedling-immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // sirv, which serves the files next, keeps a header already set.
        res.setHeader('Cache-Control', cacheControlFor((req.url ?? '/').split('?')[0]!))
        next()
      })
    },
  }
}

function pickViteEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1],
    ),
  )
}

/** Package version plus a build id: SEEDLING_BUILD_ID, or the build's date and time. */
function appVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  const id =
    process.env.SEEDLING_BUILD_ID ?? new Date().toISOString().slice(0, 16).replace(/\D/g, '')
  return `${pkg.version}+${id}`
}
