import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

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
