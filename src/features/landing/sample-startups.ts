import type { Startup } from '@/domain/startup'

/** A whole Startup from the few fields a sample card shows (no schema on the landing path). */
const sample = (
  fields: Pick<Startup, '_id' | 'name' | 'slogan' | 'fundsRecieved' | 'logo'>,
): Startup => ({
  description: '',
  fundsRequired: 0,
  username: '',
  stocks: 0,
  founded: '',
  domain: [],
  websiteLink: '',
  report: '',
  ...fields,
})

/** Static sample cards, used only where fewer than five real startups exist. */
export const SAMPLE_STARTUPS: Startup[] = [
  {
    _id: 'sample-1',
    logo: '/logos/sample-agrilink.svg',
    name: 'Sample: AgriLink',
    slogan: 'Markets for small farmers',
    fundsRecieved: 420000,
  },
  {
    _id: 'sample-2',
    logo: '/logos/sample-medkit.svg',
    name: 'Sample: MedKit',
    slogan: 'First aid for every school',
    fundsRecieved: 310000,
  },
  {
    _id: 'sample-3',
    logo: '/logos/sample-rideshare.svg',
    name: 'Sample: RideShare',
    slogan: 'Shared autos for late shifts',
    fundsRecieved: 250000,
  },
  {
    _id: 'sample-4',
    logo: '/logos/sample-learnloop.svg',
    name: 'Sample: LearnLoop',
    slogan: 'Peer tutoring after school',
    fundsRecieved: 120000,
  },
  {
    _id: 'sample-5',
    logo: '/logos/sample-craftcart.svg',
    name: 'Sample: CraftCart',
    slogan: 'Handicrafts sold online',
    fundsRecieved: 80000,
  },
].map(sample)
