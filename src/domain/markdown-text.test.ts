import { describe, expect, it } from 'vitest'
import { plainExcerpt } from './markdown-text'

describe('plainExcerpt', () => {
  it('makes a heading and its paragraph two sentences, without markup', () => {
    expect(
      plainExcerpt('## Water where it matters\n\nKrishiSense makes **solar-powered** probes.'),
    ).toBe('Water where it matters. KrishiSense makes solar-powered probes.')
  })

  it('turns list items into sentences and leaves no space before punctuation', () => {
    expect(plainExcerpt('Results:\n\n- 1,200 farms\n- 31% less water\n\nThe raise pays .')).toBe(
      'Results: 1,200 farms. 31% less water. The raise pays.',
    )
  })

  it('reads table rows as cells and skips the separator row', () => {
    expect(plainExcerpt('| Year | Revenue |\n|---|---:|\n| 2024 | ₹12L |')).toBe(
      'Year, Revenue. 2024, ₹12L.',
    )
  })

  it('keeps link text, drops images, code blocks and emphasis marks', () => {
    expect(
      plainExcerpt(
        'See [our site](https://x.example) ![logo](l.png)\n\n```\ncode\n```\n\n_Fast_ and `lean`',
      ),
    ).toBe('See our site. Fast and lean.')
  })

  it('cuts at a word with an ellipsis', () => {
    const text = plainExcerpt('word '.repeat(100), 30)
    expect(text.length).toBeLessThanOrEqual(31)
    expect(text.endsWith('word…')).toBe(true)
  })
})
