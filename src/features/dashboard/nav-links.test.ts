import { describe, expect, it } from 'vitest'
import { navLinks } from './nav-links'

const labels = (...args: Parameters<typeof navLinks>) => navLinks(...args).map((link) => link.label)
const common = ['Upgrade to Pro', 'Documentation', 'Help']

describe('navLinks', () => {
  it('offers Publicise to a founder who has not published', () => {
    expect(labels('startup', 'inactive')).toEqual(['Dashboard', 'Publicise', ...common])
  })
  it('offers Startup Growth and Fundings to a published founder', () => {
    expect(labels('startup', 'active')).toEqual([
      'Dashboard',
      'Startup Growth',
      'Fundings',
      ...common,
    ])
  })
  it('offers neither while the state is loading or failed', () => {
    expect(labels('startup', undefined)).toEqual(['Dashboard', ...common])
    expect(labels('startup', 'error')).toEqual(['Dashboard', ...common])
  })
  it('offers Top Startups and Funded to an investor', () => {
    expect(labels('investor')).toEqual(['Dashboard', 'Top Startups', 'Funded', ...common])
  })
  it("offers an operator their desk's pages and no founder's or investor's", () => {
    expect(labels('operator')).toEqual([
      'Dashboard',
      'Review',
      'Reports',
      'Accounts',
      'Record',
      'Documentation',
      'Help',
    ])
  })
})
