// npm run build:server: Seedling's server as JavaScript in server/dist/ (main.mjs: the server;
// cli.mjs: migrate and seed), for `node server/dist/main.mjs` in production: no TypeScript
// loader, no npm between a signal and the process. esbuild bundles the server's own code and
// the core it shares with the app (src/domain, src/operations); packages stay in node_modules,
// but for Drizzle (see BUNDLED).
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
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
/**
 * Builds server/dist: into a folder of its own first, then renamed in place of the last build, so
 * that no half-written build is ever there to start.
 */
export async function buildServer() {
  const next = `${OUT}.${process.pid}`
  rmSync(next, { recursive: true, force: true })
  const result = await build({
    entryPoints: { main: 'server/src/main.ts', cli: 'server/src/cli.ts' },
    outdir: next,
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
  // The lock too: npm writes packages with the same old times, whatever their version.
  const inputs = [...Object.keys(result.metafile.inputs), 'package-lock.json']
  // What it was made from, to tell whether it is older than they are (serverBuildIsStale).
  writeFileSync(`${next}/inputs.json`, JSON.stringify(inputs))
  rmSync(OUT, { recursive: true, force: true })
  renameSync(next, OUT)
  return Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.mjs'))
    .map(([file, { bytes }]) => `${file.replace(next, OUT)} ${(bytes / 1024).toFixed(0)} KB`)
}

/**
 * Whether server/dist is missing or older than a file it was made from (a source edited since,
 * or a package updated). The tests start the built server, as production does (`TEST_SERVER_ARGS`
 * in scripts/server-process.ts): about 3.5 s and 4 CPU-s a start against 5.5 s and 6.5 CPU-s
 * through tsx here.
 */
export function serverBuildIsStale(out = OUT) {
  const inputsFile = `${out}/inputs.json`
  if (!existsSync(`${out}/main.mjs`) || !existsSync(inputsFile)) return true
  const builtAt = statSync(`${out}/main.mjs`).mtimeMs
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'))
  return inputs.some((file) => !existsSync(file) || statSync(file).mtimeMs > builtAt)
}

/** Builds server/dist when it is stale; says what it did. */
export async function ensureServerBuilt() {
  if (!serverBuildIsStale()) return 'server/dist is up to date'
  return `built ${(await buildServer()).join(', ')}`
}

// `npm run build:server` builds it; with --if-stale, only when it is stale.
if (import.meta.url === `file://${process.argv[1]}`)
  console.log(
    process.argv.includes('--if-stale')
      ? await ensureServerBuilt()
      : `built ${(await buildServer()).join(', ')}`,
  )
