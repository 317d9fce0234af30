import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { git, worktreeAt } from './worktree.ts'

/**
 * `npm run bench:server -- --compare REF`: the same bench on two commits, one after the other on
 * this machine in one run, each in a fresh worktree of its own (no built app beside it, this
 * checkout's node_modules), printed as two columns. Each side runs its own commit's
 * scripts/bench-server.ts with the same flags, so a commit from before this option compares too.
 */

/** One side's figures: each printed line, keyed by its section and label. */
export type Figures = Map<string, string>

/** Runs one commit's bench in a worktree of its own, echoing its lines to stderr as they come. */
async function benchAt(commit: string, flags: string[]): Promise<string[]> {
  const { dir, remove } = worktreeAt(commit, 'bench')
  try {
    const lines: string[] = []
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench-server.ts', ...flags],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let rest = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n')
      rest = parts.pop()!
      for (const line of parts) {
        lines.push(line)
        process.stderr.write(`  [${commit.slice(0, 7)}] ${line}\n`)
      }
    })
    const code = await new Promise<number | null>((done) => child.once('close', done))
    if (code !== 0) throw new Error(`the bench at ${commit.slice(0, 7)} exited with ${code}`)
    return lines
  } finally {
    remove()
  }
}

/** A side's lines as figures: an indented line belongs to the section line above it. */
export function figuresOf(lines: string[]): Figures {
  const figures: Figures = new Map()
  let section = ''
  for (const line of lines) {
    const match = /^(\s*)([^:]+): (.*)$/.exec(line)
    if (!match) continue
    const [, indent, label, value] = match
    if (!indent) section = label!
    figures.set(indent ? `${section} › ${label!.trim()}` : label!, value!)
  }
  return figures
}

/** The first number of a figure ("1690 req/s, p50 …" → 1690), for the change between sides. */
const leading = (value: string | undefined) => Number(/^[\d.]+/.exec(value ?? '')?.[0] ?? NaN)

/**
 * Runs the bench at `ref` and at HEAD with `flags`, then prints each figure of either side:
 * the label, both values and, for rates, the change in per cent.
 */
export async function compareBenches(ref: string, flags: string[]) {
  const before = git('rev-parse', '--verify', `${ref}^{commit}`)
  const after = git('rev-parse', 'HEAD')
  if (git('status', '--porcelain', '--untracked-files=no'))
    console.error('note: uncommitted changes are not measured; HEAD is what was committed')
  const sides = [] as Figures[]
  for (const commit of [before, after]) sides.push(figuresOf(await benchAt(commit, flags)))
  const [was, now] = sides as [Figures, Figures]
  printComparison(
    `bench:server ${flags.join(' ')}: ${before.slice(0, 7)} (${ref}) against ${after.slice(0, 7)} (HEAD), one after the other on this machine`,
    was,
    now,
  )
}

/** Each figure of either side: the label, both values and, for rates, the change in per cent. */
export function printComparison(title: string, was: Figures, now: Figures) {
  const width = Math.max(...[...was.keys(), ...now.keys()].map((key) => key.length))
  console.log(title)
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(key)
    const b = now.get(key)
    const rate = /req\/s|pairs\/s/.test(`${a}${b}`)
    const change = rate ? (leading(b) / leading(a) - 1) * 100 : NaN
    console.log(
      `${key.padEnd(width)}  ${(a ?? '—').padEnd(60)}  ${b ?? '—'}${Number.isFinite(change) ? `  (${change >= 0 ? '+' : ''}${change.toFixed(0)} %)` : ''}`,
    )
  }
}

/**
 * `--compare REF --alternate`: REF's server built in a worktree of its own, for this bench to run
 * beside HEAD's on the one database it seeds. `remove` takes the worktree away.
 */
export function serverBuiltAt(ref: string) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const { dir, remove } = worktreeAt(commit, 'bench')
  try {
    if (!existsSync(join(dir, 'scripts/build-server.mjs')))
      throw new Error(
        `${commit.slice(0, 7)} has no server build (scripts/build-server.mjs): compare it without --alternate`,
      )
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: dir, stdio: 'ignore' })
  } catch (error) {
    remove()
    throw error
  }
  return { commit, main: join(dir, 'server/dist/main.mjs'), remove }
}
