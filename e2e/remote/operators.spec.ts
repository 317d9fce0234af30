import { expect, test } from '@playwright/test'
import { OPERATOR } from '../../scripts/appoint-operator.mjs'
import {
  openFromSidebar,
  openStartup,
  reportQuestion,
  switchTo,
  takeDownQuestion,
  type Person,
} from '../fixtures'
import { accountWithRole } from './accounts'
import { publishForReview } from './publish'

/**
 * Operators on Seedling's server (remote mode): the operator was appointed with
 * `server:operator grant` before the server started (scripts/appoint-operator.mjs) and signs
 * in with the real Firebase SDK against the Auth emulator.
 */
const operator: Person = { ...OPERATOR }

test('sent back with a reason, resubmitted and approved, on the server (remote mode)', async ({
  page,
}) => {
  const founder = await accountWithRole(page, 'Start Up', 'remote-reviewed-founder')
  const name = `Remote Review ${Date.now().toString(36)}`
  await publishForReview(page, name)
  const status = page.getByLabel('Listing status')

  await switchTo(page, operator)
  await openFromSidebar(page, 'Review')
  await page.getByRole('link', { name, exact: true }).click()
  await page.getByRole('button', { name: 'Send back' }).click()
  const dialog = page.getByRole('dialog', { name: `Send ${name} back` })
  const reason = 'Say what the founders have built so far.'
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Send back' }).click()
  await expect(page.getByText(`${name} was sent back`)).toBeVisible()

  await switchTo(page, founder)
  await expect(status).toContainText(`Sent back: ${reason}`)
  await status.getByRole('button', { name: 'Resubmit for review' }).click()
  await expect(status).toContainText('In review')

  await switchTo(page, operator)
  await openFromSidebar(page, 'Review')
  await page.getByRole('link', { name, exact: true }).click()
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText(`${name} is live`)).toBeVisible()
  await openFromSidebar(page, 'Record')
  const entries = page.getByRole('list', { name: 'Operator actions' }).getByRole('listitem')
  await expect(entries.first()).toContainText('Approved')
  await expect(entries.filter({ hasText: reason })).toContainText('Sent back')

  // The founder is told, from the server's approval time, and in their notification centre.
  await switchTo(page, founder)
  await expect(status).toContainText(`Approved: ${name} is live`)
  await page.getByRole('link', { name: 'Notifications, 2 unread' }).click()
  const notices = page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem')
  await expect(notices.first()).toContainText(`${name} is live`)
  await expect(notices.nth(1)).toContainText(`${name} was sent back`)
  await expect(notices.nth(1)).toContainText(reason)
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(page.getByText('All read', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
})

test('a reported question taken down is gone from the page, on the server (remote mode)', async ({
  page,
}) => {
  const investor = await accountWithRole(page, 'Investor', 'remote-reporter')
  const question = 'How do you decide how much credit a shop gets?'
  await openStartup(page, 'ChaiCredit')
  const item = page.getByRole('listitem').filter({ hasText: question })
  await reportQuestion(page, item, 'Misleading')

  await switchTo(page, operator)
  await takeDownQuestion(page, question, 'Checked: misleading about the limits')

  await switchTo(page, investor)
  await openStartup(page, 'ChaiCredit')
  await expect(page.getByText('Do you plan to lend outside Maharashtra?')).toBeVisible()
  await expect(page.getByText(question)).toHaveCount(0)
})
