/** The landing page's copy: features, team and sample cards. */
export const FEATURES = [
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Put your startup in front of investors across India with a profile that tells its story.',
  },
  {
    key: 'legal',
    title: 'Legal',
    text: 'Clear terms for every share offered, so founders and investors know where they stand.',
  },
  {
    key: 'automation',
    title: 'Business automation',
    text: 'Funding, one-time codes and records happen on their own; you focus on the business.',
  },
  {
    key: 'finance',
    title: 'Finance',
    text: 'Track every rupee raised and invested, with totals that update as money arrives.',
  },
  {
    key: 'design',
    title: 'Enterprise design',
    text: 'A workspace that grows from your first investor to your hundredth.',
  },
  {
    key: 'operations',
    title: 'Operations',
    text: 'See who funded you and how your raise is going, from any phone.',
  },
] as const

export const TEAM = [
  { name: 'Aarav Mehta', role: 'Co-founder, product', photo: '/avatars/team-aarav.svg' },
  { name: 'Diya Sharma', role: 'Co-founder, engineering', photo: '/avatars/team-diya.svg' },
] as const

export const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'features', label: 'Features' },
  { id: 'recents', label: 'Recents' },
  { id: 'team', label: 'Team' },
] as const
