import { fileURLToPath } from 'node:url'

/**
 * The server's folder (`server/`), from this module's own address: `server/src/paths.ts` when the
 * TypeScript runs as it is (development, tests), `server/dist/main.mjs` or `cli.mjs` once built
 * (`npm run build:server`); both sit one level below it, so the files the server reads at run
 * time (its migrations, the logo worker, the demo's pictures) are found from either.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))

/** A path under `server/`. */
export const serverPath = (...parts: string[]) =>
  [SERVER_DIR.replace(/\/$/, ''), ...parts].join('/')
