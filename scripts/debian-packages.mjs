// Debian's packages, installed with apt-get when a test or benchmark needs one that is missing
// (these machines reach Debian's mirrors and the npm registry, nothing else).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const sudo = () => (process.getuid?.() === 0 ? '' : 'sudo ')

/** One `apt-get update` for its lists, then one install of all of `packages`. */
const aptCommand = (packages) =>
  `${sudo()}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo()}apt-get install -y -qq ${packages.join(' ')}`

/**
 * A need for Debian's `packages`, met when `installed()` says yes; `why` is said before an
 * install. `ensure()` installs them when missing (blocking, as the tests that call it expect).
 */
export function debianNeed(packages, why, installed) {
  return { packages, why, installed, ensure: () => aptInstall(packages, why, installed) }
}

/**
 * Installs `packages` with apt-get (after updating its lists), saying first `why`; true when
 * `installed()` says yes afterwards. Does nothing when it already says yes.
 */
export function aptInstall(packages, why, installed) {
  if (installed()) return true
  console.log(`${why}: installing Debian's ${packages.join(' and ')} with apt-get`)
  try {
    execSync(aptCommand(packages), { stdio: 'inherit' })
  } catch {
    return false
  }
  return installed()
}

/**
 * Every need of `needs` that is not met, installed in one apt-get run through `run` (a command
 * runner that resolves to whether it succeeded, as the test runner's steps have): one update of
 * the lists and one install instead of one each. True when all are met afterwards.
 */
export async function aptInstallAll(needs, run) {
  const missing = needs.filter((need) => !need.installed())
  if (missing.length === 0) return true
  const packages = missing.flatMap((need) => need.packages)
  await run(
    `echo ${JSON.stringify(`${missing.map((need) => need.why).join('; ')}: installing Debian's ${packages.join(', ')} with apt-get`)} && ${aptCommand(packages)}`,
  )
  return needs.every((need) => need.installed())
}

/** Debian's iproute2 (`ip`), which the deployment test's network namespaces use. */
export const ipNeed = debianNeed(['iproute2'], 'ip (iproute2) is missing', () =>
  ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip'].some((path) => existsSync(path)),
)

/** Debian's nginx, the deployment test's load balancer. */
export const nginxNeed = debianNeed(['nginx'], 'nginx is missing', () =>
  existsSync('/usr/sbin/nginx'),
)
