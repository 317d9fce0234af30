import type { Startup } from './startup'

/** The `n` startups with the most funds received; ties broken by name. */
export function topFunded(startups: readonly Startup[], n: number): Startup[] {
  return [...startups]
    .sort((a, b) => b.fundsRecieved - a.fundsRecieved || a.name.localeCompare(b.name))
    .slice(0, n)
}
