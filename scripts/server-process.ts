/**
 * V8's baseline WebAssembly compiler only, for PGlite in the processes a test starts for a short
 * while: V8's optimizing tier spent more CPU compiling PGlite's hot functions (about 3 CPU-s per
 * start here) than those processes gained back. Measured alone: the server step 232–253 → 195
 * CPU-s, the remote contract suite 94 → 82. The remote e2e's server, which lives through all its
 * journeys, took more with it (47 → 60 CPU-s), so it keeps V8's defaults, as a real server does.
 */
export const SHORT_LIVED_WASM = '--liftoff-only'

/** `npm run server` as the tests start it: Node itself with tsx, in a process of its own. */
export const TEST_SERVER_ARGS = [SHORT_LIVED_WASM, '--import', 'tsx', 'server/src/main.ts']

/**
 * The server's test files that start processes (servers, PostgreSQL clusters, npm ci), each
 * with a deadline for a process to answer, the longest first. A process started on a machine
 * busy with the demo e2e's browsers missed its 60 s: npm test runs these before the e2e, and
 * the in-process files beside it (scripts/test.mjs).
 */
export const SERVER_PROCESS_TESTS = [
  'server/test/production-install.test.ts',
  'server/test/postgres.test.ts',
  'server/test/process.test.ts',
  'server/test/pglite-image.test.ts',
]
