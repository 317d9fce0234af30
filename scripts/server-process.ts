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
