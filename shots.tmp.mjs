import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const stories = process.argv.slice(2)
for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]])
  for (const theme of ['light', 'dark'])
    for (const id of stories) {
      const page = await browser.newPage({ viewport, colorScheme: theme })
      await page.goto(`http://127.0.0.1:6107/iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`)
      await page.waitForTimeout(3000)
      await page.screenshot({ path: `/tmp/shot-${id}-${size}-${theme}.png`, fullPage: true })
      await page.close()
    }
await browser.close()
