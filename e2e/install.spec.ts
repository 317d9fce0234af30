import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts'

// Browsers never offer to install from an incognito-like context: this test uses a real profile.
let profile: string
test.afterEach(() => {
  if (profile) rmSync(profile, { recursive: true, force: true })
})

test("Chromium finds the app installable, offers it, and 'Not now' is remembered", async ({
  baseURL,
}) => {
  profile = mkdtempSync(join(tmpdir(), 'seedling-profile-'))
  await using context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/')
  // The visitor scrolls: the app arrives and its worker takes the page.
  await page.mouse.wheel(0, 200)
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  const cdp = await context.newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  expect(installabilityErrors).toEqual([])

  const { url, errors } = await cdp.send('Page.getAppManifest')
  expect(errors).toEqual([])
  const manifest = (await (await page.request.get(url)).json()) as {
    name: string
    short_name: string
    description: string
    theme_color: string
    background_color: string
    icons: { sizes: string; purpose?: string; src: string }[]
    screenshots: { form_factor: string; src: string }[]
    shortcuts: { short_name: string; url: string }[]
  }
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Seedling',
    short_name: 'Seedling',
    lang: 'en-IN',
    categories: ['finance', 'business'],
  })
  expect(manifest.shortcuts.map((s) => `${s.short_name} ${s.url}`)).toEqual([
    'Explore /dashboard',
    'Funded /dashboard/go/funded',
    'Growth /dashboard/go/growth',
  ])
  expect(manifest.description.length).toBeGreaterThan(20)
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
  for (const file of [...manifest.icons, ...manifest.screenshots]) {
    const answer = await page.request.get(file.src)
    expect(answer.status(), file.src).toBe(200)
  }

  // The browser's own offer (beforeinstallprompt) becomes the app's 'Install app'.
  const offer = page.getByRole('complementary', { name: 'Install Seedling' })
  await expect(offer.getByRole('button', { name: 'Install app' })).toBeVisible()
  await offer.getByRole('button', { name: 'Not now' }).click()
  await expect(offer).toHaveCount(0)
  // After a reload the browser offers again; the app keeps quiet.
  await page.addInitScript(() =>
    window.addEventListener('beforeinstallprompt', () =>
      document.documentElement.setAttribute('data-offered', ''),
    ),
  )
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForSelector('html[data-offered]', { state: 'attached' })
  await expect(offer).toHaveCount(0)
})

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })

  test("'Install app' explains Safari's Share menu, and 'Done' is remembered", async ({ page }) => {
    await page.goto('/')
    // The card is the app's: it shows once the visitor touches the page.
    await page.getByRole('heading', { level: 1 }).tap()
    const offer = page.getByRole('complementary', { name: 'Install Seedling' })
    await offer.getByRole('button', { name: 'Install app' }).click()
    await expect(offer).toContainText(
      "To install Seedling, tap the Share button in Safari, then 'Add to Home Screen'.",
    )
    await offer.getByRole('button', { name: 'Done' }).click()
    await expect(offer).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(offer).toHaveCount(0)
  })
})
