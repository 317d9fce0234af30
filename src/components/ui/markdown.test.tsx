import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { safeUrl } from '@/domain/safe-url'
import { Markdown } from './markdown'

describe('Markdown', () => {
  it('renders headings, emphasis, lists and tables', () => {
    renderWithProviders(
      <Markdown>
        {'## Plan\n\n**bold** text\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |'}
      </Markdown>,
    )
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeInTheDocument()
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it('drops raw HTML and script', () => {
    const { container } = renderWithProviders(
      <Markdown>
        {'<script>window.hacked = 1</script><img src=x onerror="window.hacked=1"> safe'}
      </Markdown>,
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
  })

  it('leaves out a heading that had only HTML, and keeps one with words', () => {
    renderWithProviders(
      <Markdown>{'## <img src=x onerror=alert(1)>\n\n## <b>Team</b>\n\ntext'}</Markdown>,
    )
    expect(screen.getAllByRole('heading')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Team' })).toBeInTheDocument()
  })

  it('makes javascript: and data: links inert and opens web links safely', () => {
    renderWithProviders(
      <Markdown>
        {'[bad](javascript:alert(1)) [worse](data:text/html,<b>x</b>) [good](https://example.com)'}
      </Markdown>,
    )
    expect(screen.getByText('bad').closest('a')).toBeNull()
    expect(screen.getByText('worse').closest('a')).toBeNull()
    const good = screen.getByRole('link', { name: 'good' })
    expect(good).toHaveAttribute('href', 'https://example.com')
    expect(good).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })
})

describe('safeUrl', () => {
  it('keeps http(s), mailto and same-site paths only', () => {
    expect(safeUrl('https://a.example')).toBe('https://a.example')
    expect(safeUrl('/api/files/1')).toBe('/api/files/1')
    expect(safeUrl('javascript:alert(1)')).toBe('')
    expect(safeUrl('JaVaScRiPt:alert(1)')).toBe('')
    expect(safeUrl('data:text/html,x')).toBe('')
    expect(safeUrl('vbscript:x')).toBe('')
  })
})
