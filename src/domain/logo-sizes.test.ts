import { describe, expect, it } from 'vitest'
import { Problem } from './problem'
import { askedWidth, logoSrcSet, sizedFileUrl, sizedName, sizeFor, widthsFor } from './logo-sizes'

const query = (text: string) => new URLSearchParams(text)

describe('logo sizes', () => {
  it('makes only the widths smaller than the logo', () => {
    expect(widthsFor(2_000)).toEqual([64, 128, 256])
    expect(widthsFor(200)).toEqual([64, 128])
    expect(widthsFor(64)).toEqual([])
  })

  it('reads the width an address asks for, and refuses what is not one', () => {
    expect(askedWidth(query(''))).toBeUndefined()
    expect(askedWidth(query('w=128'))).toBe(128)
    expect(askedWidth(query('w=4096'))).toBe(4_096)
    for (const bad of ['w=', 'w=0', 'w=4097', 'w=1.5', 'w=-1', 'w=abc', 'w=1e3', 'w=64&w=128']) {
      const refused = (() => {
        try {
          askedWidth(query(bad))
        } catch (error) {
          return error
        }
      })()
      expect(refused, bad).toBeInstanceOf(Problem)
      expect((refused as Problem).status).toBe(422)
    }
  })

  it('answers a width with the smallest copy that covers it, else the largest', () => {
    const sizes = [{ width: 256 }, { width: 64 }, { width: 128 }]
    expect(sizeFor(sizes, 1)?.width).toBe(64)
    expect(sizeFor(sizes, 64)?.width).toBe(64)
    expect(sizeFor(sizes, 65)?.width).toBe(128)
    expect(sizeFor(sizes, 3_000)?.width).toBe(256)
    expect(sizeFor([], 64)).toBeUndefined()
  })

  it("adds the width to a file's address, keeping what it has", () => {
    expect(sizedFileUrl('https://api.example.in/api/files/abc', 64)).toBe(
      'https://api.example.in/api/files/abc?w=64',
    )
    expect(sizedFileUrl('https://cdn.example.in/logo.png?sig=x1', 128)).toBe(
      'https://cdn.example.in/logo.png?sig=x1&w=128',
    )
  })

  it('gives a srcset only for a logo with copies at an absolute address', () => {
    const url = 'http://localhost/api/files/abc'
    expect(logoSrcSet(url, [64, 128])).toBe(
      'http://localhost/api/files/abc?w=64 64w, http://localhost/api/files/abc?w=128 128w',
    )
    expect(logoSrcSet(url, [])).toBeUndefined()
    expect(logoSrcSet(url, undefined)).toBeUndefined()
    expect(logoSrcSet('/logos/krishi-sense.svg', [64])).toBeUndefined()
  })

  it('names a copy after the logo, its width and its type', () => {
    expect(sizedName('photo.png', { width: 128, type: 'image/webp' })).toBe('photo-128.webp')
    expect(sizedName('', { width: 64, type: 'image/webp' })).toBe('logo-64.webp')
  })
})
