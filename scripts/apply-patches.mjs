#!/usr/bin/env node
// npm's postinstall: mends installed packages with the patches in scripts/patches (patch-package;
// each patch says in a comment what it mends and why). The packages patched are bundled at build
// time, Chakra UI into the app and Drizzle into the built server (scripts/build-server.mjs): a
// production install (`npm ci --omit=dev`), which runs those builds, has no patch-package and
// nothing to mend. A patch that no longer applies (the package was upgraded) fails the install,
// so that it is looked at, not lost.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const PATCH_PACKAGE = 'node_modules/patch-package/index.js'
if (existsSync(PATCH_PACKAGE)) {
  const run = spawnSync(
    process.execPath,
    [PATCH_PACKAGE, '--patch-dir', 'scripts/patches', '--error-on-fail'],
    { stdio: 'inherit' },
  )
  process.exit(run.status ?? 1)
}
