import { describe, expect, it } from 'vitest'
import { fileBlob, toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['name', 'amount'], [['Asha', 500]])).toBe('name,amount\r\nAsha,500\r\n')
  })
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['x, "y"\nz']])).toBe('a\r\n"x, ""y""\nz"\r\n')
  })
  it('defuses cells that a spreadsheet would run as formulas', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)']])).toBe(
      'a\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'@SUM(A1)\r\n',
    )
  })
})

describe('fileBlob', () => {
  it('starts a CSV with the UTF-8 byte-order mark, so Excel reads non-ASCII names as written', async () => {
    const bytes = new Uint8Array(await fileBlob('name\r\nChāy Café\r\n').arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      'name\r\nChāy Café\r\n',
    )
  })
  it('leaves other text as it is', async () => {
    const bytes = new Uint8Array(await fileBlob('{}', 'application/json').arrayBuffer())
    expect([...bytes]).toEqual([0x7b, 0x7d])
  })
})
