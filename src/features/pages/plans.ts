import type { Role } from '@/domain/user'

export interface Plan {
  name: string
  description: string
  pricePerYear: number
  features: [string, string, string]
}

/** The plan cards of docs/product.md#money, by role. */
export function plansFor(role: Role): Plan[] {
  if (role === 'startup')
    return [
      {
        name: 'Pro',
        description: 'For founders ready to raise more.',
        pricePerYear: 600,
        features: ['Publish 3 more startups', 'See analytics', 'Reach out to investors more'],
      },
      {
        name: 'VIP',
        description: 'For founders running the business on Seedling.',
        pricePerYear: 1000,
        features: ['All Pro benefits', 'Evaluate expenses', 'Track business growth daily'],
      },
    ]
  return [
    {
      name: 'Pro',
      description: 'For investors who want to see more.',
      pricePerYear: 600,
      features: [
        'See recently added startups with details',
        'See analytics',
        'Reach out to startups',
      ],
    },
    {
      name: 'VIP',
      description: 'For investors managing a portfolio.',
      pricePerYear: 1000,
      features: [
        'All Pro benefits',
        'Evaluate expenses',
        'Track funds and apply for shares easily',
      ],
    },
  ]
}
