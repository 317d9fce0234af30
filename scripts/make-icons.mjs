#!/usr/bin/env node
// Renders the app icons (PNG) from the logo SVG with the project's Chromium. Run after changing
// public/favicon.svg: node scripts/make-icons.mjs
import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'

const svg = readFileSync('public/favicon.svg', 'utf8')
const icons = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'public/icons/maskable-512.png', size: 512, padding: 0.2, background: '#15803d' },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 0.1, background: '#15803d' },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  const inner = Math.round(icon.size * (1 - icon.padding * 2))
  await page.setContent(
    `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">
      <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg', '<svg width="100%" height="100%"')}</div></body></html>`,
  )
  await page.screenshot({ path: icon.file, omitBackground: icon.background === 'transparent' })
  await page.close()
  console.log(`wrote ${icon.file}`)
}
await browser.close()
