import type { AppNotification } from '@/domain/notifications'

const at = (hours: number) => new Date(Date.UTC(2026, 10, 28, 10) - hours * 3_600_000).toISOString()

/** A centre with each kind of entry, the newest unread. */
export const entries: AppNotification[] = [
  {
    id: '5',
    kind: 'answer',
    title: 'ChaiCredit answered your question',
    body: 'From six months of its sales on our app, checked against what its suppliers say it buys from them each week.',
    link: '/dashboard/startup/chai-credit#startup-questions',
    at: at(1),
    read: false,
  },
  {
    id: '4',
    kind: 'update',
    title: 'New update from Tiffin Trail',
    body: 'The Pune kitchen is open',
    link: '/dashboard/startup/tiffin-trail#startup-updates',
    at: at(5),
    read: false,
  },
  {
    id: '3',
    kind: 'sent_back',
    title: 'A startup with a very long name that goes on and on, Private Limited was sent back',
    body: 'The description promises guaranteed returns of 40% a year. No raise on Seedling may promise a return: say what the money builds instead, and what could go wrong.',
    link: '/dashboard',
    at: at(30),
    read: true,
  },
  {
    id: '2',
    kind: 'approved',
    title: 'PadhoPal is live',
    body: 'A Seedling operator approved it: investors can find it in Explore and invest.',
    link: '/dashboard',
    at: at(80),
    read: true,
  },
  {
    id: '1',
    kind: 'taken_down',
    title: 'Your question was taken down by Seedling',
    body: 'Insults the founder',
    link: '/dashboard/startup/dhun-box#startup-questions',
    at: at(120),
    read: true,
  },
]
