// Debian's Chromium, installed with apt-get when missing (no browser downloads on these machines).
// Shared by the test runner and the benchmark.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { debianNeed } from './debian-packages.mjs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Its headless shell, in which the end-to-end tests run (scripts/chromium.ts). */
export const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

export const chromiumNeed = debianNeed(
  ['chromium', 'chromium-headless-shell'],
  `${CHROMIUM} or ${HEADLESS_SHELL} is missing`,
  () => existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL),
)

export const ensureChromium = chromiumNeed.ensure

/** What the browser says of itself ("Chromium 156.0.8078.79 built on Debian …"), or null. */
export function chromiumVersion() {
  try {
    const out = execSync(`${CHROMIUM} --version`, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return out.match(/Chromium [\d.]+/)?.[0] ?? out.trim()
  } catch {
    return null
  }
}
