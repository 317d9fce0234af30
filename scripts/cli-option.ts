/**
 * The value after `name` on a bench script's command line (`--runs 5` → '5'), or undefined when
 * the flag is not there.
 */
export function cliOption(name: string, args: readonly string[] = process.argv.slice(2)) {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}
