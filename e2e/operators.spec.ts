import { expect } from '@playwright/test'
import {
  attachReport,
  DEMO_OPERATOR_PERSON,
  describeSignedIn,
  dropLogo,
  fillStartup,
  openDashboard,
  openInvestDialog,
  openFromSidebar,
  openStartup,
  publicise,
  reportQuestion,
  switchTo,
  takeDownQuestion,
  test,
} from './fixtures'

/**
 * Operators (docs/product.md#operators) in the demo: a listing waits for the demo's operator,
 * who sends it back with a reason and approves it once its founder has edited and resubmitted
 * it; the record shows both decisions. Six sign-ins through the screens.
 */
describeSignedIn('founder', 'review before listing', () => {
  test('sent back with a reason, edited and resubmitted, approved, then found open to investment', async ({
    page,
    people,
  }) => {
    await openDashboard(page, '/dashboard/publicise')
    const name = `Review Rasam ${Date.now().toString(36)}`
    await fillStartup(page, name)
    await dropLogo(page)
    await attachReport(page)
    await publicise(page)
    const status = page.getByLabel('Listing status')
    await expect(status).toContainText('In review')

    // An investor cannot find it.
    await switchTo(page, people.investor)
    await page.getByLabel('Search startups').fill(name)
    await expect(page.getByText('No startups match your search.')).toBeVisible()

    // The operator sends it back with a reason; an empty one is refused first, nothing sent.
    await switchTo(page, DEMO_OPERATOR_PERSON)
    await expect(page.getByText(/startups? waits? for review/)).toBeVisible()
    await openFromSidebar(page, 'Review')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.getByRole('button', { name: 'Send back' }).click()
    const dialog = page.getByRole('dialog', { name: `Send ${name} back` })
    await dialog.getByRole('button', { name: 'Send back' }).click()
    await expect(
      dialog.getByText('Give a reason: say what the founder should change'),
    ).toBeVisible()
    const reason = 'Say who cooks the meals and how they reach an office.'
    await dialog.getByLabel('Reason').fill(reason)
    await dialog.getByRole('button', { name: 'Send back' }).click()
    await expect(page.getByText(`${name} was sent back`)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/review$/)
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)

    // The founder reads why, edits, and resubmits.
    await switchTo(page, people.founder)
    await expect(status).toContainText(`Sent back: ${reason}`)
    await status.getByRole('link', { name: 'Edit startup' }).click()
    await page.getByLabel('Slogan').fill('Home cooks deliver lunch to offices by cycle')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(status).toContainText('Sent back')
    await status.getByRole('button', { name: 'Resubmit for review' }).click()
    await expect(status).toContainText('In review')

    // The operator approves it; the record shows both decisions, with the reason.
    await switchTo(page, DEMO_OPERATOR_PERSON)
    await openFromSidebar(page, 'Review')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByText('Home cooks deliver lunch to offices by cycle')).toBeVisible()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText(`${name} is live`)).toBeVisible()
    await openFromSidebar(page, 'Record')
    const entries = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem')
    await expect(entries.first()).toContainText('Approved')
    await expect(entries.first()).toContainText(name)
    await expect(entries.nth(1)).toContainText('Sent back')
    await expect(entries.nth(1)).toContainText(reason)
    await entries.first().getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(/thing=/)
    await expect(entries).toHaveCount(2)

    // The founder is told.
    await switchTo(page, people.founder)
    await expect(status).toContainText(`Approved: ${name} is live`)
    await status.getByRole('button', { name: 'Got it' }).click()
    await expect(status).toHaveCount(0)

    // The investor finds it, open to investment (the code step itself: investor.spec.ts).
    await switchTo(page, people.investor)
    await openStartup(page, name)
    await expect(page.getByText('Rs 0 Funded out of Rs 5,00,000')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Invest Now' })).toBeEnabled()
  })

  test('an investor and a founder never see the operator’s links, and its routes are not there', async ({
    page,
  }) => {
    await openDashboard(page)
    const nav = page.getByRole('navigation', { name: 'Dashboard' })
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Review' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Record' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Accounts' })).toHaveCount(0)
    for (const path of ['/dashboard/review', '/dashboard/record', '/dashboard/accounts']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
    }
  })
})

describeSignedIn('investor', 'reports', () => {
  test('an investor reports a question; the operator takes it down; it is gone, and on the record', async ({
    page,
    people,
  }) => {
    const question = 'Do you plan to lend outside Maharashtra?'
    await openDashboard(page)
    await openStartup(page, 'ChaiCredit')
    const item = page.getByRole('listitem').filter({ hasText: question })
    await reportQuestion(page, item, 'Spam', 'Asked the same thing on every page')

    await switchTo(page, DEMO_OPERATOR_PERSON)
    await openFromSidebar(page, 'Reports')
    const reported = page
      .getByRole('list', { name: 'Reported' })
      .getByRole('listitem')
      .filter({ hasText: question })
      .first()
    await expect(reported).toContainText('1 report')
    await expect(reported).toContainText('Asked the same thing on every page')
    const reason = 'Spam: the same question on many pages'
    await takeDownQuestion(page, question, reason)
    await openFromSidebar(page, 'Record')
    const entry = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem').first()
    await expect(entry).toContainText('Taken down')
    await expect(entry).toContainText(reason)

    await switchTo(page, people.investor)
    await openStartup(page, 'ChaiCredit')
    await expect(page.getByText('How do you decide how much credit a shop gets?')).toBeVisible()
    await expect(page.getByText(question)).toHaveCount(0)
  })

  test('the operator takes down an investor’s question and suspends them; they see why, cannot invest, and the suspension is lifted', async ({
    page,
    people,
  }) => {
    const question = `Why is nobody answering me here? ${Date.now().toString(36)}`
    await openDashboard(page)
    await openStartup(page, 'ChaiCredit')
    const questions = page.getByRole('region', { name: 'Questions and answers' })
    await questions.getByLabel('Your question').fill(question)
    await questions.getByRole('button', { name: 'Ask a question' }).click()
    const mine = questions.getByRole('listitem').filter({ hasText: question })
    await reportQuestion(page, mine, 'Abuse or harassment')

    // The operator takes it down, then opens its asker's account from the report and suspends it.
    await switchTo(page, DEMO_OPERATOR_PERSON)
    await openFromSidebar(page, 'Reports')
    await expect(
      page
        .getByRole('list', { name: 'Reported' })
        .getByRole('listitem')
        .filter({ hasText: question }),
    ).toContainText(`Asked by ${people.investor.name}`)
    const down = await takeDownQuestion(page, question, 'Abuse of the founder')
    await down.getByRole('link', { name: "The asker's account" }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible()
    const found = page.getByRole('list', { name: 'Found' }).getByRole('listitem')
    await expect(found).toContainText(people.investor.email)
    await found.getByRole('button', { name: 'Suspend' }).click()
    const suspend = page.getByRole('dialog', { name: `Suspend: ${people.investor.name}` })
    await suspend.getByRole('button', { name: 'Suspend' }).click()
    await expect(suspend.getByText('Give a reason: it goes on the record')).toBeVisible()
    const reason = 'Abusive questions on several startups'
    await suspend.getByLabel('Reason').fill(reason)
    await suspend.getByRole('button', { name: 'Suspend' }).click()
    await expect(suspend).toBeHidden()
    await expect(
      page.getByRole('list', { name: 'Suspended accounts' }).getByRole('listitem'),
    ).toContainText(reason)

    // The investor signs in, reads why, still sees their question marked, and cannot invest.
    await switchTo(page, people.investor)
    await expect(page.getByText('Your account is suspended')).toBeVisible()
    await expect(page.getByText(reason)).toBeVisible()
    await openStartup(page, 'ChaiCredit')
    await expect(questions.getByRole('listitem').filter({ hasText: question })).toContainText(
      "Taken down by Seedling: only you and Seedling's operators see this question.",
    )
    const dialog = await openInvestDialog(page, 'ChaiCredit')
    await dialog.getByLabel('Amount').fill('1000')
    await dialog.getByRole('button', { name: 'Get OTP' }).click()
    await expect(dialog.getByText(/Seedling has suspended your account/)).toBeVisible()
    await expect(dialog.getByLabel('Amount')).toHaveValue('1,000')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Lifted, and both decisions on the record.
    await switchTo(page, DEMO_OPERATOR_PERSON)
    await openFromSidebar(page, 'Accounts')
    const listed = page.getByRole('list', { name: 'Suspended accounts' }).getByRole('listitem')
    await listed.getByRole('button', { name: 'Lift suspension' }).click()
    const lift = page.getByRole('dialog', { name: `Lift suspension: ${people.investor.name}` })
    await lift.getByLabel('Reason').fill('Apologised to the founder')
    await lift.getByRole('button', { name: 'Lift suspension' }).click()
    await expect(lift).toBeHidden()
    await expect(page.getByText('No account is suspended.')).toBeVisible()
    await openFromSidebar(page, 'Record')
    const entries = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem')
    await expect(entries.first()).toContainText('Suspension lifted')
    await expect(entries.nth(1)).toContainText('Suspended')
    await expect(entries.nth(1)).toContainText(reason)

    await switchTo(page, people.investor)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Your account is suspended')).toHaveCount(0)
  })
})
