#!/usr/bin/env node
// Writes the demo's startup logos, the sample logos of the landing page and the team portraits
// as small SVG monograms: a colour gradient and the initials, nothing else.
// `node scripts/make-logos.mjs` rewrites public/logos/*.svg and public/avatars/team-*.svg.
import { writeFileSync } from 'node:fs'

const LOGOS = {
  'byte-bazaar': ['#7c3aed', 'BB'],
  'chai-credit': ['#b45309', 'CC'],
  'dhun-box': ['#9333ea', 'DB'],
  'gaadi-go': ['#ea580c', 'GG'],
  'green-harvest': ['#16a34a', 'GH'],
  'ite-block': ['#78716c', 'IB'],
  'krishi-sense': ['#65a30d', 'KS'],
  'nabz-health': ['#dc2626', 'NH'],
  'padho-pal': ['#2563eb', 'PP'],
  'rasta-build': ['#475569', 'RB'],
  'reel-rasoi': ['#db2777', 'RR'],
  'safar-ev': ['#059669', 'SE'],
  'shiksha-loop': ['#0284c7', 'SL'],
  'stay-sutra': ['#0d9488', 'SS'],
  'sample-agrilink': ['#4d7c0f', 'AL'],
  'sample-medkit': ['#be123c', 'MK'],
  'sample-rideshare': ['#c2410c', 'RS'],
  'sample-learnloop': ['#1d4ed8', 'LL'],
  'sample-craftcart': ['#7e22ce', 'CC'],
  sample: ['#64748b', 'S'],
}
const TEAM = { aarav: ['#15803d', 'AM'], diya: ['#be185d', 'DS'] }

/** A colour a little darker, for the gradient's far end. */
function darker(hex, by = 0.72) {
  const n = Number.parseInt(hex.slice(1), 16)
  const part = (shift) => Math.round(((n >> shift) & 255) * by)
  return `#${[16, 8, 0].map((s) => part(s).toString(16).padStart(2, '0')).join('')}`
}

const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,sans-serif'

function logo(color, letters) {
  const size = letters.length > 1 ? 34 : 40
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darker(color)}"/></linearGradient></defs><rect width="96" height="96" rx="22" fill="url(#g)"/><text x="48" y="48" dy=".35em" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="1" fill="#fff" text-anchor="middle">${letters}</text></svg>\n`
}

function portrait(color, letters) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darker(color, 0.6)}"/></linearGradient></defs><circle cx="64" cy="64" r="64" fill="url(#g)"/><text x="64" y="64" dy=".35em" font-family="${FONT}" font-size="44" font-weight="600" letter-spacing="2" fill="#fff" text-anchor="middle">${letters}</text></svg>\n`
}

for (const [slug, [color, letters]] of Object.entries(LOGOS))
  writeFileSync(`public/logos/${slug}.svg`, logo(color, letters))
for (const [name, [color, letters]] of Object.entries(TEAM))
  writeFileSync(`public/avatars/team-${name}.svg`, portrait(color, letters))
console.log(`${Object.keys(LOGOS).length} logos and ${Object.keys(TEAM).length} portraits written`)
