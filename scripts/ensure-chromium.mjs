// Debian's Chromium, installed with apt-get when missing (no browser downloads on these machines).
// Shared by the test runner and the benchmark.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  try {
    execSync(
      `${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq chromium`,
      { stdio: 'inherit' },
    )
    return existsSync(CHROMIUM)
  } catch {
    return false
  }
}

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
