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
