import { scaleStartups } from '@mocks/data/seed-scale'

/** `count` made-up startups in the shape /api answers, the last one the most funded. */
export const generatedStartups = (count: number) =>
  scaleStartups(count).map((s, i) => ({
    _id: s.slug,
    name: s.name,
    slogan: s.slogan,
    description: s.description,
    logo: `/logos/${s.logoSlug}.svg`,
    fundsRecieved: i * 10,
    fundsRequired: s.fundsRequired,
    username: s.founder,
    stocks: s.stocks,
    founded: s.founded,
    domain: s.domain,
    websiteLink: s.websiteLink,
    investors: 0,
  }))
