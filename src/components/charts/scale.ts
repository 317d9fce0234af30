/**
 * The arithmetic behind Seedling's charts, kept apart from drawing so it can be tested alone.
 */

/** Round steps for an axis from 0 to at least `max`: 0, 50K, 100K … or, for counts, 0, 2, 4 …. */
export function niceTicks(max: number, { count = 4, integer = false } = {}): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1
  const raw = top / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const steps = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10]
  let step = (steps.find((s) => s * magnitude >= raw * (1 - 1e-9)) ?? 10) * magnitude
  if (integer) step = Math.max(1, Math.round(step))
  const intervals = Math.ceil(top / step - 1e-9)
  return Array.from({ length: intervals + 1 }, (_, i) => Number((i * step).toPrecision(12)))
}

/** A linear map from [d0, d1] onto [r0, r1]; a zero-width domain maps to the range's middle. */
export function linear(domain: [number, number], range: [number, number]) {
  const [d0, d1] = domain
  const [r0, r1] = range
  return (value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)
}

/** A 'YYYY-MM-DD' day as milliseconds at UTC midnight (NaN when it is not a day). */
export function dayTime(day: string): number {
  return Date.parse(`${day.slice(0, 10)}T00:00:00Z`)
}

/**
 * The SVG path of a stepped line (the value holds until the next point) through points in
 * pixels, on to `endX` when given (the last value holds until then), and the area under it
 * down to `bottom`.
 */
export function stepPaths(
  points: readonly { x: number; y: number }[],
  bottom: number,
  endX?: number,
) {
  if (points.length === 0) return { line: '', area: '' }
  const round = (n: number) => Math.round(n * 10) / 10
  const [first, ...rest] = points
  let line = `M${round(first!.x)},${round(first!.y)}`
  for (const point of rest) line += `H${round(point.x)}V${round(point.y)}`
  if (endX !== undefined && endX > points.at(-1)!.x) line += `H${round(endX)}`
  const area = `${line}V${round(bottom)}H${round(first!.x)}Z`
  return { line, area }
}

/** Which point holds at pixel `x` on a stepped line: the last one at or before it. */
export function pointAt(xs: readonly number[], x: number): number {
  let found = 0
  for (const [index, value] of xs.entries()) {
    if (value <= x) found = index
    else break
  }
  return found
}

/** At most `room` evenly spread indexes of `count` items, always the first and the last. */
export function spreadIndexes(count: number, room: number): number[] {
  if (count <= 0) return []
  if (count === 1 || room <= 1) return [count - 1]
  const slots = Math.min(count, Math.max(2, room))
  const out = new Set<number>()
  for (let i = 0; i < slots; i += 1) out.add(Math.round((i * (count - 1)) / (slots - 1)))
  return [...out]
}

export interface AxisLabel {
  at: number
  text: string
  anchor: 'start' | 'middle' | 'end'
}

/**
 * Axis labels that do not overlap: each is anchored so it stays inside [left, right], and one
 * that would run into the label before it (its width guessed from its length) is left out.
 */
export function fitLabels(
  candidates: readonly { at: number; text: string }[],
  left: number,
  right: number,
  charWidth = 8,
): AxisLabel[] {
  const kept: AxisLabel[] = []
  let end = -Infinity
  for (const { at, text } of candidates) {
    const width = text.length * charWidth
    const anchor = at - width / 2 < left ? 'start' : at + width / 2 > right ? 'end' : 'middle'
    const from = anchor === 'start' ? at : anchor === 'end' ? at - width : at - width / 2
    if (from < end + charWidth) continue
    kept.push({ at, text, anchor })
    end = from + width
  }
  return kept
}

/**
 * Labels along an axis of `count` items from `left` to `right`: at most one per `gap` pixels,
 * spread evenly (`spreadIndexes`), then those that fit (`fitLabels`); `label` places item i.
 */
export function spreadLabels(
  count: number,
  left: number,
  right: number,
  gap: number,
  label: (index: number) => { at: number; text: string },
): AxisLabel[] {
  return fitLabels(spreadIndexes(count, Math.floor((right - left) / gap)).map(label), left, right)
}
