import { expect, test as setup } from '@playwright/test'
import {
  approveAsOperator,
  attachReport,
  dropLogo,
  fillStartup,
  LAUNCHED_STARTUP,
  newUserWithRole,
  type People,
  publicise,
  saveSignedIn,
  signedInUid,
  signOut,
  stateFile,
} from './fixtures'

// The accounts most tests start from, made once through the screens (sign-up, log-in, role) and
// kept as storage: every test's browser context gets its own copy of the demo's IndexedDB, so
// tests stay independent while only the tests about signing up pay for it. Each state is saved
// twice, signed in as either person (the session is one localStorage entry).
setup.describe.configure({ mode: 'serial' })

let people: People

setup('a founder and an investor on one demo', async ({ page }) => {
  const founder = await newUserWithRole(page, 'Start Up', 'founder')
  const founderUid = await signedInUid(page)
  await signOut(page)
  const investor = await newUserWithRole(page, 'Investor', 'investor')
  people = {
    founder: { ...founder, uid: founderUid },
    investor: { ...investor, uid: await signedInUid(page) },
  }
  await saveSignedIn(page, ['investor', 'founder'], people, founderUid)
})

setup('the same founder with a published startup', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stateFile('founder') })
  const page = await context.newPage()
  await page.goto('/dashboard/publicise')
  await fillStartup(page, LAUNCHED_STARTUP)
  await dropLogo(page)
  await attachReport(page)
  await publicise(page)
  await expect(page.getByLabel('Your startup', { exact: true })).toContainText(LAUNCHED_STARTUP)
  // Live once the demo's operator approves it; the founder is signed in again for the states.
  await approveAsOperator(page, LAUNCHED_STARTUP, { back: people.founder })
  await saveSignedIn(page, ['launched-founder', 'launched-investor'], people, people.investor.uid)
  await context.close()
})
