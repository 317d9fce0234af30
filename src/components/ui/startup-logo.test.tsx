import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { StartupLogo } from './startup-logo'

describe('StartupLogo', () => {
  it('leaves a plain tile of its size, named by its alt, when the logo cannot be loaded', () => {
    renderWithProviders(
      <StartupLogo src="https://files.example/logo.png" size={48} alt="ChaiCredit" />,
    )
    const image = screen.getByRole('img', { name: 'ChaiCredit' })
    expect(image.tagName).toBe('IMG')
    fireEvent.error(image)
    const tile = screen.getByRole('img', { name: 'ChaiCredit' })
    expect(tile.tagName).toBe('DIV')
    expect(tile.textContent).toBe('')
  })

  it("loads lazily only when asked to (a list's rows), at once otherwise", () => {
    const { container } = renderWithProviders(
      <>
        <StartupLogo src="https://files.example/a.png" size={48} lazy />
        <StartupLogo src="https://files.example/b.png" size={48} />
      </>,
    )
    const [lazy, eager] = [...container.querySelectorAll('img')]
    expect(lazy!.getAttribute('loading')).toBe('lazy')
    expect(eager!.hasAttribute('loading')).toBe(false)
  })

  it('never puts an unsafe address in an <img>', () => {
    const { container } = renderWithProviders(<StartupLogo src="javascript:alert(1)" size={48} />)
    expect(container.querySelector('img')).toBeNull()
  })
})
