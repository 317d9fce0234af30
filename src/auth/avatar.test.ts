import { createAvatar } from '@dicebear/core'
import * as thumbs from '@dicebear/thumbs'
import { describe, expect, it } from 'vitest'
import { avatarSeed, avatarUrl, deviceAvatar } from './avatar'

describe('generated avatars', () => {
  it('name the seed in the address kept for the account, and only for generated ones', () => {
    expect(avatarSeed(avatarUrl('Ab3dE6gH9k'))).toBe('Ab3dE6gH9k')
    expect(avatarSeed('https://lh3.googleusercontent.com/a/photo')).toBeNull()
    expect(avatarSeed('')).toBeNull()
    expect(avatarSeed(null)).toBeNull()
  })

  it('are drawn on the device: an SVG, the same for the same seed, another for another', async () => {
    const first = await deviceAvatar('Ab3dE6gH9k')
    expect(first).toMatch(/^data:image\/svg\+xml;/)
    expect(decodeURIComponent(first)).toContain('<svg')
    // The thumbs style of version 9 for that seed: what the avatar service draws for it too.
    expect(first).toBe(createAvatar(thumbs, { seed: 'Ab3dE6gH9k' }).toDataUri())
    expect(await deviceAvatar('Zz9yX8wV7u')).not.toBe(first)
  })
})
