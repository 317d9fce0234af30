import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chosenEncoding, encodedAnswer, encodedText, inCoding } from '../src/compressed'

/** An answer over the threshold from which answers are compressed. */
const page = () => ({
  message: Array.from({ length: 40 }, (_, i) => ({ _id: `startup-${i}`, name: `Startup ${i}` })),
  next: null,
  total: 40,
})

describe('a JSON answer as it is sent', () => {
  it('is encoded once for each answer object, and compressed once in each coding asked for', () => {
    const body = page()
    const answer = encodedAnswer(body)
    expect(encodedAnswer(body)).toBe(answer)
    expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual(body)
    const br = inCoding(answer, 'gzip, deflate, br, zstd')
    expect(br.coding).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(body)
    // The next reader of the same answer gets the same bytes: not compressed again.
    expect(inCoding(encodedAnswer(body), 'br').bytes).toBe(br.bytes)
    const gzip = inCoding(answer, 'gzip')
    expect(gzip.coding).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(body)
    expect(inCoding(answer, 'gzip').bytes).toBe(gzip.bytes)
    // Another object with the same content is another answer.
    expect(encodedAnswer(page())).not.toBe(answer)
    expect(encodedAnswer(page()).etag).toBe(answer.etag)
  })

  it('a page kept by its holder is compressed once in each coding, with the tag of its text', () => {
    const html = `<!doctype html><title>Page</title>${'<p>Seedling</p>'.repeat(200)}`
    const page = encodedText(html)
    expect(page.bytes.toString('utf8')).toBe(html)
    expect(page.etag).toBe(encodedText(html).etag)
    expect(page.etag).not.toBe(encodedText(`${html} `).etag)
    const br = inCoding(page, 'br')
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(html)
    expect(inCoding(page, 'gzip, br').bytes).toBe(br.bytes)
  })

  it('goes as it is without an Accept-Encoding, for identity, and under 1 KB', () => {
    const answer = encodedAnswer(page())
    expect(inCoding(answer, undefined)).toEqual({ bytes: answer.bytes, coding: null })
    expect(inCoding(answer, 'identity')).toEqual({ bytes: answer.bytes, coding: null })
    const small = encodedAnswer({ msg: 'ok' })
    expect(inCoding(small, 'br')).toEqual({ bytes: small.bytes, coding: null })
  })

  it("honours the request's preferences as @fastify/compress does", () => {
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chosenEncoding('gzip;q=0.5, br;q=0.9')).toBe('br')
    expect(chosenEncoding('GZIP')).toBe('gzip')
    expect(chosenEncoding('x-gzip')).toBe('gzip')
    expect(chosenEncoding('*')).toBe('gzip')
    expect(chosenEncoding('deflate')).toBeNull()
    expect(chosenEncoding('')).toBeNull()
  })
})
