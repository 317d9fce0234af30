import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { onlyFor } from './guards'

const thrown = (fn: () => void) => {
  try {
    fn()
  } catch (error) {
    return error
  }
  return null
}

describe('onlyFor', () => {
  it('lets the right role and state through', () => {
    expect(
      thrown(() => onlyFor({ role: 'startup', startupState: 'inactive' }, 'startup', 'inactive')),
    ).toBeNull()
    expect(thrown(() => onlyFor({ role: 'investor' }, 'investor'))).toBeNull()
  })
  it('answers not-found for the other role', () => {
    expect(isNotFound(thrown(() => onlyFor({ role: 'investor' }, 'startup', 'inactive')))).toBe(
      true,
    )
    expect(
      isNotFound(thrown(() => onlyFor({ role: 'startup', startupState: 'active' }, 'investor'))),
    ).toBe(true)
  })
  it('answers not-found for the wrong startup state', () => {
    expect(
      isNotFound(
        thrown(() => onlyFor({ role: 'startup', startupState: 'active' }, 'startup', 'inactive')),
      ),
    ).toBe(true)
    expect(
      isNotFound(
        thrown(() => onlyFor({ role: 'startup', startupState: 'error' }, 'startup', 'active')),
      ),
    ).toBe(true)
  })
})
