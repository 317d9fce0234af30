import { describe, expect, it } from 'vitest'
import {
  dayTime,
  fitLabels,
  linear,
  niceTicks,
  pointAt,
  spreadIndexes,
  spreadLabels,
  stepPaths,
} from './scale'

describe('niceTicks', () => {
  it.each([
    [4200, [0, 2000, 4000, 6000]],
    [300_000, [0, 100_000, 200_000, 300_000]],
    [1, [0, 0.25, 0.5, 0.75, 1]],
    [0, [0, 0.25, 0.5, 0.75, 1]],
  ])('reaches %d with round steps', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks)
  })

  it('counts in whole steps', () => {
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3])
    expect(niceTicks(0, { integer: true })).toEqual([0, 1])
    expect(niceTicks(9, { integer: true, count: 3 })).toEqual([0, 5, 10])
  })
})

describe('linear', () => {
  it('maps a domain onto a range, upside down too', () => {
    const y = linear([0, 100], [200, 0])
    expect(y(0)).toBe(200)
    expect(y(25)).toBe(150)
    expect(linear([5, 5], [0, 10])(5)).toBe(5)
  })
})

describe('stepPaths', () => {
  it('holds each value until the next point, and closes the area along the bottom', () => {
    const { line, area } = stepPaths(
      [
        { x: 0, y: 100 },
        { x: 50, y: 40 },
        { x: 80, y: 10 },
      ],
      100,
    )
    expect(line).toBe('M0,100H50V40H80V10')
    expect(area).toBe('M0,100H50V40H80V10V100H0Z')
  })

  it('holds the last value on to the end when asked', () => {
    const points = [
      { x: 0, y: 100 },
      { x: 50, y: 40 },
    ]
    expect(stepPaths(points, 100, 90).area).toBe('M0,100H50V40H90V100H0Z')
    expect(stepPaths(points, 100, 20).line).toBe('M0,100H50V40')
  })

  it('draws nothing without points', () => {
    expect(stepPaths([], 100)).toEqual({ line: '', area: '' })
  })
})

describe('pointAt', () => {
  it('answers the point that holds at x on a stepped line', () => {
    expect(pointAt([0, 50, 80], -3)).toBe(0)
    expect(pointAt([0, 50, 80], 49)).toBe(0)
    expect(pointAt([0, 50, 80], 50)).toBe(1)
    expect(pointAt([0, 50, 80], 500)).toBe(2)
  })
})

describe('spreadIndexes', () => {
  it('keeps the first and the last and spreads the rest', () => {
    expect(spreadIndexes(30, 4)).toEqual([0, 10, 19, 29])
    expect(spreadIndexes(2, 5)).toEqual([0, 1])
    expect(spreadIndexes(1, 5)).toEqual([0])
    expect(spreadIndexes(0, 5)).toEqual([])
  })
})

it('reads a day as UTC midnight', () => {
  expect(dayTime('2026-03-01')).toBe(Date.UTC(2026, 2, 1))
  expect(dayTime('2026-03-01T17:00:00Z')).toBe(Date.UTC(2026, 2, 1))
})

describe('fitLabels', () => {
  it('keeps labels inside the axis and leaves out one that would overlap', () => {
    const labels = fitLabels(
      [
        { at: 0, text: '23 Nov 2026' },
        { at: 60, text: '24 Nov 2026' },
        { at: 200, text: '25 Nov 2026' },
      ],
      0,
      200,
    )
    expect(labels).toEqual([
      { at: 0, text: '23 Nov 2026', anchor: 'start' },
      { at: 200, text: '25 Nov 2026', anchor: 'end' },
    ])
  })

  it('centres a label with room on both sides', () => {
    expect(fitLabels([{ at: 100, text: '1 Mar' }], 0, 200)).toEqual([
      { at: 100, text: '1 Mar', anchor: 'middle' },
    ])
  })
})

describe('spreadLabels', () => {
  it('asks for one label per gap at most, the first and the last always among them', () => {
    const asked: number[] = []
    const labels = spreadLabels(30, 0, 300, 100, (index) => {
      asked.push(index)
      return { at: index * 10, text: `${index + 1} Mar` }
    })
    expect(asked).toEqual([0, 15, 29])
    expect(labels.map((label) => label.text)).toEqual(['1 Mar', '16 Mar', '30 Mar'])
    expect(labels.at(-1)?.anchor).toBe('end')
  })
})
