import { DOMAINS } from '@/domain/startup'
import type { SeedStartup } from '@/domain/seed-startups'

const PREFIXES = ['Krishi', 'Gaadi', 'Ghar', 'Padhai', 'Dhun', 'Paisa', 'Sehat', 'Safar', 'Byte']
const SUFFIXES = ['Labs', 'Works', 'Hub', 'Kart', 'Mitra', 'Setu', 'Nest', 'Wala', 'Grid', 'Link']
const LOGOS = ['krishi-sense', 'gaadi-go', 'dhun-box', 'chai-credit', 'safar-ev', 'byte-bazaar']

/**
 * Extra, generated startups for trying the demo at scale (VITE_DEMO_STARTUPS): deterministic,
 * valid by the same rules as the hand-written ones, varied in domain and funds.
 */
export function scaleStartups(count: number): (SeedStartup & { logoSlug: string })[] {
  return Array.from({ length: count }, (_, i) => {
    const prefix = PREFIXES[i % PREFIXES.length]!
    const suffix = SUFFIXES[Math.floor(i / PREFIXES.length) % SUFFIXES.length]!
    const domain = DOMAINS[(i * 7) % DOMAINS.length]!
    const name = `${prefix}${suffix} ${i + 1}`
    const slug = `scale-${i + 1}`
    return {
      slug,
      logoSlug: LOGOS[i % LOGOS.length]!,
      name,
      slogan: `${domain} made simple for Bharat, case ${i + 1}`,
      founder: `Founder ${i + 1}`,
      domain: [domain],
      fundsRequired: 100_000 + ((i * 7919) % 50) * 100_000,
      stocks: 1 + (i % 20),
      founded: `20${String(10 + (i % 15)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 9}`,
      websiteLink: `https://${slug}.example.in`,
      description: `## ${name}\n\nA generated startup in **${domain}**, one of many that show how Seedling behaves at scale.`,
    }
  })
}
