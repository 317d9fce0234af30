import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { FundingProgress } from './funding-progress'

describe('FundingProgress', () => {
  it('shows received over required with Indian grouping and the right ARIA value', () => {
    renderWithProviders(<FundingProgress received={250000} required={1000000} />)
    expect(screen.getByText('Rs 2,50,000 Funded out of Rs 10,00,000')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
  })

  it('caps the bar at 100 when over-funded', () => {
    renderWithProviders(<FundingProgress received={3000} required={1000} />)
    expect(screen.getByRole('progressbar', { name: 'Funding progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
  })
})
