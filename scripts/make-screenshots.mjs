#!/usr/bin/env node
// Takes the manifest's screenshots (what install dialogs show) from the demo build with the
// project's Chromium. Run after visible changes to the landing page:
//   npx vite build && node scripts/make-screenshots.mjs
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { preview } from 'vite'

const shots = [
  { file: 'public/screenshots/wide.jpg', width: 1280, height: 720, mobile: false },
  { file: 'public/screenshots/narrow.jpg', width: 412, height: 915, mobile: true },
]

mkdirSync('public/screenshots', { recursive: true })
const server = await preview({
  configFile: false,
  build: { outDir: 'dist' },
  preview: { host: '127.0.0.1', port: 4179, strictPort: true },
  logLevel: 'silent',
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const shot of shots) {
  const page = await browser.newPage({
    viewport: { width: shot.width, height: shot.height },
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
    deviceScaleFactor: 1,
  })
  await page.goto('http://127.0.0.1:4179/')
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('img').first().waitFor()
  await page.waitForTimeout(500)
  await page.screenshot({ path: shot.file, type: 'jpeg', quality: 80 })
  await page.close()
  console.log(`wrote ${shot.file}`)
}
await browser.close()
await server.close()
