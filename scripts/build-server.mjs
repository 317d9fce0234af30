// npm run build:server: Seedling's server as JavaScript in server/dist/ (main.mjs: the server;
// cli.mjs: migrate and seed), for `node server/dist/main.mjs` in production: no TypeScript
// loader, no npm between a signal and the process. esbuild bundles the server's own code and
// the core it shares with the app (src/domain, src/operations); packages stay in node_modules.
import { rmSync } from 'node:fs'
import { build } from 'esbuild'

const OUT = 'server/dist'
rmSync(OUT, { recursive: true, force: true })
const result = await build({
  entryPoints: { main: 'server/src/main.ts', cli: 'server/src/cli.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
})
const size = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, { bytes }]) => `${file} ${(bytes / 1024).toFixed(0)} KB`)
console.log(`built ${size.join(', ')}`)
