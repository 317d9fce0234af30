import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { Greeting } from './greeting'

describe('Greeting', () => {
  it('greets by the time of day, the name and a waving hand', () => {
    renderWithProviders(<Greeting name="Meera" now={new Date('2026-11-22T19:30:00')} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good evening, Meera 👋')
    expect(screen.getByRole('img', { name: 'waving hand' })).toBeInTheDocument()
    expect(screen.getByText('Welcome to your Seedling dashboard.')).toBeInTheDocument()
  })
})
