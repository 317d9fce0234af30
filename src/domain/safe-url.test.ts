import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url'

describe('safeUrl', () => {
  it.each([
    ['https://a.example/x?y=1', 'https://a.example/x?y=1'],
    ['http://a.example', 'http://a.example'],
    ['mailto:hi@a.example', 'mailto:hi@a.example'],
    ['/api/files/1', '/api/files/1'],
    ['#top', '#top'],
  ])('keeps %s', (input, output) => expect(safeUrl(input)).toBe(output))

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'not a url',
    '',
  ])('drops %j', (input) => expect(safeUrl(input)).toBe(''))
})
