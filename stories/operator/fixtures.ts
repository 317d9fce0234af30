import type { LogEntry } from '@/domain/operating'
import type { Startup } from '@/domain/startup'

/** A listing as the review queue answers it. */
export function listing(index: number, patch: Partial<Startup> = {}): Startup {
  return {
    _id: `waiting-${index}`,
    name: `Waiting Startup ${index}`,
    slogan: 'Cold-chain boxes for village dairies, rented by the day',
    description: 'We rent **solar-cooled** milk boxes to dairies that have no power at night.',
    logo: '/logos/krishi-sense.svg',
    report: '/sample-report.pdf',
    fundsRecieved: 0,
    fundsRequired: 15_00_000,
    username: 'Nisha Rao',
    stocks: 8,
    founded: '2023-02-01',
    domain: ['Agriculture'],
    websiteLink: '',
    investors: 0,
    listing: 'in_review',
    reviewNote: null,
    ...patch,
  }
}

/** One entry of the operators' record. */
export function entry(index: number, patch: Partial<LogEntry> = {}): LogEntry {
  return {
    id: String(index),
    at: new Date(Date.UTC(2026, 10, 28, 10, 0) - index * 3_600_000).toISOString(),
    operator: { uid: 'demo-operator', name: 'Asha (Seedling operator)' },
    action: index % 2 ? 'send_back' : 'approve',
    thing: { kind: 'startup', id: `waiting-${index}`, name: `Waiting Startup ${index}` },
    reason: index % 2 ? 'Say who your first customers are and what they pay.' : '',
    ...patch,
  }
}
