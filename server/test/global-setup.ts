import { ensureServerBuilt } from '../../scripts/build-server.mjs'

/**
 * The tests start the built server, as production runs it (scripts/server-process.ts): built
 * once here when server/dist is missing or older than its sources, before any test starts one.
 */
export default async function setup() {
  console.log(await ensureServerBuilt())
}
