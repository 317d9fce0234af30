/**
 * V8's baseline WebAssembly compiler only, for PGlite in the processes a test starts for a short
 * while: V8's optimizing tier spent more CPU compiling PGlite's hot functions (about 3 CPU-s per
 * start here) than those processes gained back. Measured alone: the server step 232–253 → 195
 * CPU-s, the remote contract suite 94 → 82. The remote e2e's server, which lives through all its
 * journeys, took more with it (47 → 60 CPU-s), so it keeps V8's defaults, as a real server does.
 */
export const SHORT_LIVED_WASM = '--liftoff-only'

/**
 * The server as the tests start it: built, as production runs it (`node server/dist/main.mjs`,
 * made by `node scripts/build-server.mjs --if-stale` before the tests that start it), in a process
 * of its own: about 3.5 s and 4 CPU-s a start against 5.5 s and 6.5 CPU-s through tsx here.
 * `npm run server` itself (tsx) is what the command-line tests start.
 */
export const TEST_SERVER_ARGS = [SHORT_LIVED_WASM, 'server/dist/main.mjs']

/** The server's commands (`npm run server:operator` and the others), built as the server is. */
export const TEST_CLI_ARGS = [SHORT_LIVED_WASM, 'server/dist/cli.mjs']
