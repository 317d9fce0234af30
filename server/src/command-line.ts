import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { OperatorError } from './operator-error'

/** One flag a command takes: its kind, what it means, and the word its value is shown as. */
export interface CommandOption {
  type: 'string' | 'boolean'
  description: string
  /** How the value reads in the help (`--startups N`). */
  value?: string
}

/** What `--help` prints for a command, and the flags it takes besides `--help` and `--env-file`. */
export interface CommandHelp {
  usage: string
  summary: string
  options?: Record<string, CommandOption>
}

/** The environment file read when no `--env-file` names one and the folder has it. */
export const DEFAULT_ENV_FILE = '.env'

const COMMON: Record<string, CommandOption> = {
  'env-file': {
    type: 'string',
    value: 'FILE',
    description: `read settings from FILE (default: ${DEFAULT_ENV_FILE} in the current folder, when there is one); variables already set win`,
  },
  help: { type: 'boolean', description: 'print this help and exit' },
}

/** The help text: usage, what the command does, its flags, where its settings are listed. */
export function helpText(help: CommandHelp): string {
  const options = { ...help.options, ...COMMON }
  const left = (name: string, option: CommandOption) =>
    `--${name}${option.value ? ` ${option.value}` : ''}`
  const width = Math.max(...Object.entries(options).map(([name, o]) => left(name, o).length))
  return [
    `Usage: ${help.usage}`,
    '',
    help.summary,
    '',
    'Options:',
    ...Object.entries(options).map(
      ([name, option]) => `  ${left(name, option).padEnd(width)}  ${option.description}`,
    ),
    '',
    'Settings come from the environment: .env.example lists every variable, its meaning and default.',
  ].join('\n')
}

/**
 * Reads a command's flags: `--help` prints the help and ends the process (0); a flag the command
 * does not take, or a value where none belongs, is refused with the help's first line; then the
 * environment file (`--env-file`, else `.env` when present) is read into `process.env`, leaving
 * what the environment already sets.
 */
export function readCommandLine(
  help: CommandHelp,
  args: string[] = process.argv.slice(2),
): Record<string, string | boolean | undefined> {
  return readCommandWords(help, args, 0).values
}

/**
 * As `readCommandLine`, for a command that also takes `words` (`grant EMAIL`): at most that many
 * words besides the flags, refused with the help's first line when there are more.
 */
export function readCommandWords(
  help: CommandHelp,
  args: string[],
  words: number,
): { values: Record<string, string | boolean | undefined>; words: string[] } {
  const options = { ...help.options, ...COMMON }
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args,
      options: Object.fromEntries(
        Object.entries(options).map(([name, option]) => [name, { type: option.type }]),
      ),
      strict: true,
      allowPositionals: words > 0,
    }))
    if (positionals.length > words) throw new Error(`Unexpected argument '${positionals[words]}'`)
  } catch (error) {
    throw new OperatorError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: ${help.usage} (--help for more)`,
    )
  }
  if (values.help) {
    console.log(helpText(help))
    process.exit(0)
  }
  const file = typeof values['env-file'] === 'string' ? values['env-file'] : undefined
  if (file && !existsSync(file))
    throw new OperatorError(`--env-file ${file}: there is no such file`)
  const envFile = file ?? (existsSync(DEFAULT_ENV_FILE) ? DEFAULT_ENV_FILE : undefined)
  if (envFile) process.loadEnvFile(envFile)
  return { values, words: positionals }
}
