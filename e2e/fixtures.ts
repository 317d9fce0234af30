import { expect, type Locator, type Page } from '@playwright/test'

let counter = 0

/** A fresh person for one test: unique e-mail, a name and a password. */
export function newPerson(label = 'user') {
  counter += 1
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`
  return {
    name: `Test ${label} ${stamp}`,
    email: `${label}.${stamp}@example.com`,
    password: 'seedling-pass-1',
  }
}

export type Person = ReturnType<typeof newPerson>

export async function signUp(page: Page, person: Person) {
  await page.goto('/signup')
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('Name', { exact: true }).fill(person.name)
  await form.getByLabel('Email', { exact: true }).fill(person.email)
  await form.getByLabel('Password', { exact: true }).fill(person.password)
  await form.getByLabel('Confirm Password', { exact: true }).fill(person.password)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

export async function logIn(page: Page, person: Person) {
  // The URL changes before the new screen renders: wait for the log-in form itself.
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email', { exact: true }).fill(person.email)
  await form.getByLabel('Password', { exact: true }).fill(person.password)
  await form.getByRole('button', { name: 'Log In', exact: true }).click()
  await expect(page).toHaveURL(/\/(role|dashboard)$/)
}

/** Signs a new person up, logs them in and picks a role; ends on the dashboard. */
export async function newUserWithRole(
  page: Page,
  role: 'Start Up' | 'Investor',
  label = 'user',
  name?: string,
) {
  const person = { ...newPerson(label), ...(name ? { name } : {}) }
  await signUp(page, person)
  await logIn(page, person)
  await page.getByRole('button', { name: role }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
  return person
}

/** Records every Content-Security-Policy violation the page reports, across navigations. */
export async function trackCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  page.on('console', (message) => {
    if (
      message.text().startsWith('CSP violation:') ||
      /Content Security Policy/i.test(message.text())
    )
      violations.push(message.text())
  })
  return violations
}

/** Ticks 'I understand the risks' in the invest dialog, as a person taps its label. */
export async function tickRisks(dialog: Locator) {
  await dialog.getByText('I understand the risks', { exact: true }).click()
  await expect(dialog.getByRole('checkbox', { name: 'I understand the risks' })).toBeChecked()
}

/**
 * Opens 'Invest Now' on a startup's page; returns its dialog. Before an investor's first code
 * the dialog asks them to acknowledge the risks: ticked here unless `acceptRisks` is false.
 */
export async function openInvestDialog(page: Page, startup: string, { acceptRisks = true } = {}) {
  await page.getByRole('button', { name: 'Invest Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Invest in ${startup}` })
  await expect(dialog.getByLabel('Amount')).toBeVisible()
  const risks = dialog.getByRole('checkbox', { name: 'I understand the risks' })
  if (acceptRisks && (await risks.count())) await tickRisks(dialog)
  return dialog
}

/** Invests through the dialog with the code from the demo inbox notification. */
export async function investWithDemoCode(page: Page, startup: string, amount: number) {
  const dialog = await openInvestDialog(page, startup)
  await dialog.getByLabel('Amount').fill(String(amount))
  await dialog.getByRole('button', { name: 'Get OTP' }).click()
  await verifyWithDemoCode(page, dialog)
}

/** After 'Get OTP': reads the code from the demo inbox notification and verifies it. */
export async function verifyWithDemoCode(page: Page, dialog: Locator) {
  const notice = page.getByText(/^Demo inbox: your one-time code is \d{6}$/).last()
  await expect(notice).toBeVisible()
  const code = (await notice.textContent())!.match(/\d{6}/)![0]
  await dialog.getByLabel('OTP').fill(code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog).toBeHidden()
}

/** Signs out through the user menu; the app goes to the landing page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** A minimal PDF, for the publicise form's report. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** A new founder on the publicise form. */
export async function newFounderPublicising(page: Page, who: string) {
  const founder = await newUserWithRole(page, 'Start Up', who)
  await page.goto('/dashboard/publicise')
  return founder
}

/**
 * Sends the filled publicise form and waits for the dashboard the app reloads into (a full page
 * load, as the spec says) until it has started: a click sooner can land on the page that is
 * leaving.
 */
export async function publicise(page: Page) {
  await page.getByRole('button', { name: 'Publicise' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.waitForLoadState('load')
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible()
}

/** Fills the publicise form's text fields (not the files) with a valid startup. */
export async function fillStartup(page: Page, name: string) {
  await page.getByLabel('Startup name').fill(name)
  await page.getByLabel('Slogan').fill('Home-cooked lunch for office workers')
  await page
    .getByLabel('Description')
    .fill('## Fresh every day\n\nWe deliver **home-cooked** tiffins.')
  await page.getByLabel('Domain').selectOption('Hospitality')
  await page.getByLabel('Stocks').fill('7')
  await page.getByLabel('Funds required').fill('500000')
  await page.getByLabel('Founded').fill('2022-05-01')
  await page.getByLabel('Website link').fill('https://tiffintrail.example.in')
}

/** Drops a logo on the publicise form's drop zone, as a person drags a file in. */
export async function dropLogo(page: Page) {
  const dataTransfer = await page.evaluateHandle(async () => {
    const blob = await (await fetch('/logos/krishi-sense.svg')).blob()
    const transfer = new DataTransfer()
    transfer.items.add(new File([blob], 'tiffin-logo.svg', { type: 'image/svg+xml' }))
    return transfer
  })
  await page.getByTestId('logo-dropzone').dispatchEvent('drop', { dataTransfer })
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible()
}

/** Picks the publicise form's report file; by default a small valid PDF. */
export async function attachReport(
  page: Page,
  name = 'report.pdf',
  contents: string | Buffer = PDF,
  mimeType = 'application/pdf',
) {
  const buffer = typeof contents === 'string' ? Buffer.from(contents) : contents
  await page.getByLabel('Report').setInputFiles({ name, mimeType, buffer })
}

/** Follows a link of the dashboard's sidebar, as a user would. */
export async function openFromSidebar(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: link })
    .click()
}

/** Waits until an <img> has really loaded its picture (not just been put in the page). */
export async function expectImageLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
}

/** Searches explore as a person would: on a phone the field is behind 'Filters'. */
export async function searchStartups(page: Page, text: string) {
  const field = page.getByLabel('Search startups')
  const filters = page.getByRole('button', { name: /^Filters/ })
  await expect(field.or(filters).first()).toBeVisible()
  if (!(await field.isVisible())) await filters.click()
  await field.fill(text)
}
