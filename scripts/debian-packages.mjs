// Debian's packages, installed with apt-get when a test or benchmark needs one that is missing
// (these machines reach Debian's mirrors and the npm registry, nothing else).
import { execSync } from 'node:child_process'

/**
 * Installs `packages` with apt-get (after updating its lists), saying first `why`; true when
 * `installed()` says yes afterwards. Does nothing when it already says yes.
 */
export function aptInstall(packages, why, installed) {
  if (installed()) return true
  console.log(`${why}: installing Debian's ${packages.join(' and ')} with apt-get`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  try {
    execSync(
      `${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${packages.join(' ')}`,
      { stdio: 'inherit' },
    )
  } catch {
    return false
  }
  return installed()
}
