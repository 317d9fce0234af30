import { execFileSync, execSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/**
 * A fresh worktree of `commit` in a temporary folder, for a bench to build and run another commit
 * beside this one (`--compare`); `remove` takes it away. It uses this checkout's node_modules
 * when the commit locks the same packages and mends them with the same patches
 * (scripts/patches), and installs its own (`npm ci`, a minute or two) when not: a commit that
 * used a package since removed must still find it, and one without a patch must run without it.
 */
export function worktreeAt(commit: string, name: string) {
  const dir = mkdtempSync(join(tmpdir(), `seedling-${name}-${commit.slice(0, 7)}-`))
  git('worktree', 'add', '--detach', '--force', dir, commit)
  const remove = () => {
    git('worktree', 'remove', '--force', dir)
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
  }
  try {
    const sameLock =
      spawnSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json', 'scripts/patches'])
        .status === 0
    if (sameLock) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
    else {
      console.error(
        `${commit} locks or patches other packages: installing them in its worktree (npm ci)`,
      )
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' })
    }
  } catch (error) {
    remove()
    throw error
  }
  return { dir, remove }
}

/** REF's demo build (`vite build`) in a worktree of its own; `remove` takes the worktree away. */
export function demoBuildAt(ref: string, name: string) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const { dir, remove } = worktreeAt(commit, name)
  try {
    execSync('npx vite build --logLevel error', { cwd: dir, stdio: 'inherit' })
  } catch (error) {
    remove()
    throw error
  }
  return { commit, outDir: join(dir, 'dist'), remove }
}
