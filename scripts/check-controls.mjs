#!/usr/bin/env node
// Controls as a designer uses them, in the static Storybook build (storybook-static/): for a
// few components, change a prop in the Controls panel and read the new value in the story.
// Every story shares the workbench's decorator, which hands new args to the story, so these
// stand for all of them. The workbench loads once and moves from story to story as its sidebar
// does (the address changes, the page stays), in Chromium's headless shell, with the a11y panel
// on demand (the stories step checks accessibility): 46 → 17 busy CPU-s here, 25 → 10 s.
import { chromium } from '@playwright/test'
import { preview } from 'vite'
import { HEADLESS_SHELL } from './ensure-chromium.mjs'

const CASES = [
  {
    story: 'components-ui-fundingprogress--part-funded',
    control: 'received',
    value: '2500000',
    reads: 'Rs 25,00,000 Funded out of Rs 25,00,000',
  },
  {
    story: 'dashboard-greeting--morning',
    control: 'name',
    value: 'Asha Rao',
    reads: 'Good morning, Asha Rao',
  },
  {
    story: 'pages-underdevelopment--documentation',
    control: 'title',
    value: 'Settings',
    reads: 'Settings',
  },
]

const server = await preview({
  configFile: false,
  logLevel: 'silent',
  build: { outDir: 'storybook-static' },
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
})
const base = server.resolvedUrls.local[0]
const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: ['--no-sandbox'] })
const failures = []
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  for (const { story, control, value, reads } of CASES) {
    const url = `${base}?path=/story/${story}&globals=a11y.manual:!true`
    if (page.url().startsWith(base))
      // In the page: its history and events (this file's own globals are Node's).
      await page.evaluate((to) => {
        globalThis.history.pushState({}, '', to)
        globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'))
      }, url)
    else await page.goto(url)
    const input = page.locator(`#control-${control}`)
    await input.waitFor({ timeout: 30_000 })
    await input.fill(value)
    await input.press('Tab')
    const root = page.frameLocator('#storybook-preview-iframe').locator('#storybook-root')
    try {
      await root.getByText(reads, { exact: false }).first().waitFor({ timeout: 10_000 })
      console.log(`${story}: ${control} = ${value} → "${reads}"`)
    } catch {
      failures.push(
        `${story}: after setting ${control} to ${value} the story does not read "${reads}"`,
      )
    }
  }
} finally {
  await browser.close()
  await new Promise((resolve) => server.httpServer.close(resolve))
}
if (failures.length) {
  console.log(failures.join('\n'))
  process.exit(1)
}
console.log('Controls change what the stories show.')
