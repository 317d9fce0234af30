// The figures bench:server prints: one call's runs under load, and Get OTP + Verify's pairs, as
// the lines `--compare` reads back (scripts/bench-compare.ts).

export const ms = (value: number) => `${value.toFixed(1)} ms`

/** What one call under load measured: its answers, their latencies and the servers' CPU. */
export interface Measured {
  answered: number
  seconds: number
  p50: number
  p99: number
  errors: number
  /** The loaded servers' CPU, user and system, in ms. */
  cpu: number
}

/** Runs of one call as one figure: their answers over their time, their latencies' mean. */
export function combined(runs: Measured[]): Measured {
  const sum = (pick: (m: Measured) => number) => runs.reduce((total, m) => total + pick(m), 0)
  return {
    answered: sum((m) => m.answered),
    seconds: sum((m) => m.seconds),
    errors: sum((m) => m.errors),
    p50: sum((m) => m.p50) / runs.length,
    p99: sum((m) => m.p99) / runs.length,
    cpu: sum((m) => m.cpu),
  }
}

/** A call's line: its rate, latencies, errors and the server's CPU an answer. */
export const describeLoad = (m: Measured) =>
  `${Math.round(m.answered / m.seconds)} req/s, p50 ${ms(m.p50)}, p99 ${ms(m.p99)}, errors ${m.errors}, server CPU ${(m.cpu / Math.max(1, m.answered)).toFixed(2)} ms an answer`

/** What Get OTP then Verify measured: pairs done in `seconds`, each request's latency. */
export interface Pairs {
  pairs: number
  seconds: number
  errors: number
  otp: number[]
  verify: number[]
}

/** Get OTP + Verify's line over one or more runs: pairs a second and each request's quantiles. */
export const describePairs = (runs: Pairs[]) => {
  const all = (pick: (p: Pairs) => number[]) => runs.flatMap(pick)
  const sum = (pick: (p: Pairs) => number) => runs.reduce((total, p) => total + pick(p), 0)
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
    0
  const otp = all((p) => p.otp)
  const verify = all((p) => p.verify)
  return `${(sum((p) => p.pairs) / sum((p) => p.seconds)).toFixed(1)} pairs/s, Get OTP p50 ${ms(quantile(otp, 0.5))} p99 ${ms(quantile(otp, 0.99))}, Verify p50 ${ms(quantile(verify, 0.5))} p99 ${ms(quantile(verify, 0.99))}, errors ${sum((p) => p.errors)}`
}
