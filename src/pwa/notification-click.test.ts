import { describe, expect, it } from 'vitest'
import { targetOf, windowFor } from './notification-click'

const ORIGIN = 'https://seedling.example'

describe('a tap on a notification', () => {
  it('reuses the focused window of the app, else any of its windows, else opens one', () => {
    const other = { url: 'https://elsewhere.example/', focused: true }
    const background = { url: `${ORIGIN}/dashboard`, focused: false }
    const front = { url: `${ORIGIN}/dashboard/funded`, focused: true }
    expect(windowFor([other, background, front], ORIGIN)).toBe(front)
    expect(windowFor([other, background], ORIGIN)).toBe(background)
    expect(windowFor([other], ORIGIN)).toBeNull()
  })

  it('opens a path of the app, and nothing outside it', () => {
    expect(targetOf('/dashboard/startup/chai-credit#startup-questions', ORIGIN)).toBe(
      `${ORIGIN}/dashboard/startup/chai-credit#startup-questions`,
    )
    for (const link of ['https://evil.example/', '//evil.example/x', undefined, 42])
      expect(targetOf(link, ORIGIN)).toBe(`${ORIGIN}/dashboard/notifications`)
  })
})
