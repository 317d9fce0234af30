import { expect, type Page } from '@playwright/test'
import {
  describeSignedIn,
  FIRST_VISIT_MS,
  investWithDemoCode,
  logIn,
  newPerson,
  newUserWithRole,
  openDashboard,
  openFromSidebar,
  openInvestDialog,
  signOut,
  takenOver,
  test,
  trackCspViolations,
} from './fixtures'
import { activeContent, hostileStartup, XSS } from '../src/contract/kit/xss-corpus'
import { QUIET_PAGE } from './device'

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''))

const funded = (page: Page) => page.getByText(/^Rs [\d,]+ Funded out of Rs [\d,]+$/)

async function expectInert(page: Page) {
  expect(await page.evaluate(activeContent, null)).toEqual([])
}

/** A server that does it wrong: startups whose every text field is a payload, stored as is. */
async function storeHostileStartups(page: Page) {
  const records = XSS.map((_, i) => ({
    ...hostileStartup(i),
    _key: `xss-${i}`,
    ownerUid: `xss-owner-${i}`,
    reportName: 'r.pdf',
    createdAt: new Date().toISOString(),
  }))
  await page.evaluate(async (startups) => {
    const open = indexedDB.open('seedling-demo-backend')
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const tx = db.transaction(['startups', 'meta'], 'readwrite')
    for (const startup of startups) tx.objectStore('startups').put(startup)
    const meta = tx.objectStore('meta')
    const current = await new Promise<number>((resolve) => {
      const get = meta.get('version')
      get.onsuccess = () => resolve((get.result?.value as number | undefined) ?? 0)
    })
    meta.put({ key: 'version', value: current + 1 })
    await new Promise((resolve) => (tx.oncomplete = resolve))
  }, records)
}

/** Collects the dialogs a page opens (an alert() from a payload would be one). */
function collectDialogs(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

test('a display name that is a payload, given at sign-up, renders inertly', async ({ page }) => {
  const dialogs = collectDialogs(page)
  // The display name goes through sign-up like any user's.
  await newUserWithRole(page, 'Investor', 'xss', XSS[1])
  await expectInert(page)
  await page.getByRole('button', { name: 'Open user menu' }).click()
  await expect(page.getByRole('menu')).toContainText(XSS[1]!)
  await expectInert(page)
  expect(dialogs).toEqual([])
})

test("a start that fails says so in place of the splash, and 'Try again' starts the app", async ({
  page,
}) => {
  // The demo's auth code does not arrive, as on a connection that drops mid-load.
  const authChunk = /\/assets\/demo-auth-[^/]*\.js$/
  await page.route(authChunk, (route) => route.abort('connectionreset'))
  // A screen of the app proper (the public pages come prerendered, readable without it).
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Seedling could not start' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('demo-auth')
  await page.unroute(authChunk)
  await page.getByRole('button', { name: 'Try again' }).click()
  // Started: the dashboard's guard sends a signed-out visitor to sign up.
  await expect(page).toHaveURL(/\/signup$/)
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible()
})

describeSignedIn('investor', 'hostile startups', () => {
  /**
   * The investor's explore, searched down to the hostile startups: stored in the demo's data
   * before the app starts (from a page of the origin that runs none of it), so that its first
   * start reads them.
   */
  async function hostileExplore(page: Page) {
    await page.goto(QUIET_PAGE)
    await storeHostileStartups(page)
    await openDashboard(page)
    await page.getByLabel('Search startups').fill('XSS ')
    const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
    await expect(cards).toHaveCount(XSS.length)
    return cards
  }

  test(`an XSS corpus of ${XSS.length} payloads in every startup text field renders inertly in explore and Top Startups`, async ({
    page,
  }) => {
    const dialogs = collectDialogs(page)
    await hostileExplore(page)
    await expectInert(page)
    await openFromSidebar(page, 'Top Startups')
    await expect(page.getByRole('heading', { name: 'Top 10 Featured Start Ups' })).toBeVisible()
    await expectInert(page)
    expect(dialogs).toEqual([])
  })

  // Startup pages, reached as a person would: from the card, and back. Every payload on the
  // page's component is the story Startup/StartupDetail HostileStartups (the same corpus,
  // answered by the API as a server that stores input as is would); here, through the app's
  // route, the kinds that reach a page's links: markup with a handler, a Markdown link and a
  // Markdown image to javascript:, and a bare javascript: address as the website and report.
  const PAGES = [1, 8, 11, 23]
  test(`the pages of XSS startups ${PAGES.map((i) => i + 1).join(', ')} render their payloads inertly`, async ({
    page,
  }) => {
    const dialogs = collectDialogs(page)
    const cards = await hostileExplore(page)
    for (const i of PAGES) {
      await cards
        .filter({ hasText: `XSS ${i} ` })
        .getByRole('link')
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`XSS ${i} `)
      await expectInert(page)
      await page.goBack()
      await expect(cards).toHaveCount(XSS.length)
    }
    expect(dialogs).toEqual([])
  })
})

describeSignedIn('investor', 'signed in', () => {
  test('the demo runs under its Content-Security-Policy without a single violation', async ({
    page,
    people,
  }) => {
    const violations = await trackCspViolations(page)
    await page.goto('/')
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    await openDashboard(page, '/dashboard/startup/padho-pal')
    await investWithDemoCode(page, 'PadhoPal', 100)
    await openFromSidebar(page, 'Top Startups')
    await expect(page.getByRole('heading', { name: 'Top 10 Featured Start Ups' })).toBeVisible()
    await signOut(page)
    await page.goto('/login')
    await logIn(page, people.investor)
    expect(violations).toEqual([])
  })

  test('two tabs investing in the same startup both keep their money', async ({
    page,
    context,
  }) => {
    await openDashboard(page, '/dashboard/startup/padho-pal')
    const before = rupees((await funded(page).textContent())!.split('Funded')[0]!)

    const other = await context.newPage()
    await other.goto('/dashboard/startup/padho-pal')
    await expect(funded(other)).toBeVisible()

    await investWithDemoCode(page, 'PadhoPal', 1000)
    await investWithDemoCode(other, 'PadhoPal', 2000)

    const total = `Rs ${(before + 3000).toLocaleString('en-IN')} Funded`
    await expect(funded(other)).toContainText(total)
    await page.reload()
    await expect(funded(page)).toContainText(total)
    await openFromSidebar(page, 'Funded')
    await expect(page.getByText('Total invested: ₹3,000')).toBeVisible()
  })

  test("after the demo's backend failed to start, 'Try again' starts it and shows the data", async ({
    page,
  }) => {
    // The page's service worker cannot be registered until the test allows it, as when the
    // browser refuses it for a while: the in-browser backend's first start fails.
    await page.addInitScript(() => {
      const state = window as { swBlocked?: boolean }
      state.swBlocked = true
      const register = ServiceWorkerContainer.prototype.register
      ServiceWorkerContainer.prototype.register = function (...args) {
        if (state.swBlocked) return Promise.reject(new TypeError('service worker refused'))
        return register.apply(this, args)
      }
    })
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: "We couldn't load this screen" })).toBeVisible()
    await page.evaluate(() => ((window as { swBlocked?: boolean }).swBlocked = false))
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(
      page.getByRole('list', { name: 'Startups' }).getByRole('listitem').first(),
    ).toBeVisible()
  })

  test('a reload right after a confirmed payment keeps it', async ({ page }) => {
    await openDashboard(page, '/dashboard/startup/dhun-box')
    await investWithDemoCode(page, 'DhunBox', 750)
    await page.reload()
    await openFromSidebar(page, 'Funded')
    await expect(page.getByRole('listitem').filter({ hasText: 'DhunBox' })).toContainText('₹750')
  })
})

/** The name of the demo account with this e-mail address on the page's device, if there is one. */
const storedAccountName = (page: Page, email: string) =>
  page.evaluate(
    (email) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('seedling-demo-auth')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result
            .transaction('accounts')
            .objectStore('accounts')
            .index('email')
            .get(email)
          get.onsuccess = () => resolve((get.result as { displayName?: string })?.displayName)
        }
      }),
    email,
  )

/**
 * Holds back the app of the page's prerendered pages until `window.arrive()`: the module script the
 * page adds at the first sign of use goes in only then, as over a slow connection. Held in the
 * page, not on the network as prerender.spec.ts holds a page alone: here another tab installs the
 * service worker, which claims this page and would serve the module from its cache, past any route.
 */
function holdTheAppInPage(page: Page) {
  return page.addInitScript(() => {
    const held = new Promise<void>(
      (resolve) => ((window as { arrive?: () => void }).arrive = resolve),
    )
    const append = Element.prototype.append
    Element.prototype.append = function (this: Element, ...nodes: (Node | string)[]) {
      const app = nodes.filter(
        (node) => node instanceof HTMLScriptElement && node.type === 'module',
      )
      append.apply(
        this,
        nodes.filter((node) => !app.includes(node)),
      )
      if (app.length) void held.then(() => append.apply(this, app))
    }
  })
}

describeSignedIn('signed-out', 'on a device where the investor has an account', () => {
  // The sign-up page is prerendered: its app arrives once the visitor starts typing. The log-in in
  // the other tab comes after the app has taken the page over, or before (the app starts
  // signed in, under a form the visitor has begun).
  for (const appArrives of ['before', 'after'] as const) {
    test(`a sign-up in one tab and a log-in and an investment in another all persist, its app arriving ${appArrives} the log-in`, async ({
      page,
      context,
      people,
    }) => {
      // Tab B starts a sign-up while tab A logs the investor in and invests.
      const other = await context.newPage()
      if (appArrives === 'after') await holdTheAppInPage(other)
      await other.goto('/signup')
      const newcomer = newPerson('tab-newcomer')
      const form = other.getByRole('form', { name: 'Sign up' })
      await form.getByLabel('Name', { exact: true }).fill(newcomer.name)
      await form.getByLabel('Email', { exact: true }).fill(newcomer.email)
      await form.getByLabel('Password', { exact: true }).fill(newcomer.password)
      await form.getByLabel('Confirm Password', { exact: true }).fill(newcomer.password)
      // The app's first start on this device, here or once the log-in is done.
      if (appArrives === 'before') await takenOver(other, FIRST_VISIT_MS)

      await page.goto('/login')
      await logIn(page, people.investor)
      if (appArrives === 'after') {
        await expect(other.locator('#root')).toHaveAttribute('data-prerendered', '/signup')
        await other.evaluate(() => (window as { arrive?: () => void }).arrive!())
      }
      await page.goto('/dashboard/startup/stay-sutra')
      const dialog = await openInvestDialog(page, 'StaySutra')
      await dialog.getByLabel('Amount').fill('900')
      await dialog.getByRole('button', { name: 'Get OTP' }).click()
      const notice = page.getByText(/^Demo inbox: your one-time code is \d{6}$/).last()
      const code = (await notice.textContent())!.match(/\d{6}/)![0]

      // What was typed in tab B is still there, in the app's form.
      await takenOver(other, FIRST_VISIT_MS)
      await expect(form.getByLabel('Email', { exact: true })).toHaveValue(newcomer.email)
      await form.getByRole('button', { name: 'Sign Up' }).click()
      await dialog.getByLabel('OTP').fill(code)
      await dialog.getByRole('button', { name: 'Verify' }).click()
      await expect(dialog).toBeHidden()

      // Both writes are there: the investment, and the newcomer's account on this device.
      await openFromSidebar(page, 'Funded')
      await expect(page.getByRole('listitem').filter({ hasText: 'StaySutra' })).toContainText(
        '₹900',
      )
      await expect.poll(() => storedAccountName(page, newcomer.email)).toBe(newcomer.name)
    })
  }
})
