import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

/**
 * A fresh worktree of `commit` in a temporary folder, with this checkout's node_modules, for a
 * bench to build and run another commit beside this one (`--compare`); `remove` takes it away.
 */
export function worktreeAt(commit: string, name: string) {
  const dir = mkdtempSync(join(tmpdir(), `seedling-${name}-${commit.slice(0, 7)}-`))
  git('worktree', 'add', '--detach', '--force', dir, commit)
  const remove = () => {
    git('worktree', 'remove', '--force', dir)
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
  }
  try {
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  } catch (error) {
    remove()
    throw error
  }
  return { dir, remove }
}
