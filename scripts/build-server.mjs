// npm run build:server: Seedling's server as JavaScript in server/dist/ (main.mjs: the server;
// cli.mjs: migrate and seed), for `node server/dist/main.mjs` in production: no TypeScript
// loader, no npm between a signal and the process. esbuild bundles the server's own code and
// the core it shares with the app (src/domain, src/operations); packages stay in node_modules,
// but for Drizzle (see BUNDLED).
import { rmSync } from 'node:fs'
import { build } from 'esbuild'

const OUT = 'server/dist'
/**
 * Packages bundled into the server rather than imported from node_modules. Drizzle's ESM build is
 * about 450 modules under one package.json of 175 KB, which Node 24 reads again for each module it
 * resolves: importing it took 0.8 s and left the process 175 MB larger (240 MB at the peak),
 * against one module here.
 */
const BUNDLED = /^drizzle-orm(\/|$)/
/** Every other package (a bare import) stays external, as `packages: 'external'` would keep it. */
const externalPackages = {
  name: 'external-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) || args.path.startsWith('@/')
        ? undefined
        : { path: args.path, external: true },
    )
  },
}
rmSync(OUT, { recursive: true, force: true })
const result = await build({
  entryPoints: { main: 'server/src/main.ts', cli: 'server/src/cli.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  plugins: [externalPackages],
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
})
const size = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, { bytes }]) => `${file} ${(bytes / 1024).toFixed(0)} KB`)
console.log(`built ${size.join(', ')}`)
