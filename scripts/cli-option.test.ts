import { describe, expect, it } from 'vitest'
import { cliOption } from './cli-option'

describe("a bench script's option", () => {
  it('is the value after its flag, and undefined when the flag or its value is missing', () => {
    const args = ['--no-build', '--runs', '7', '--compare']
    expect(cliOption('--runs', args)).toBe('7')
    expect(cliOption('--visits', args)).toBeUndefined()
    expect(cliOption('--compare', args)).toBeUndefined()
  })
})
