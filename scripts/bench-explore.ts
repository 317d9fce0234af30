import type { Page } from '@playwright/test'
import { newPerson, signUp } from '../e2e/fixtures.ts'

/** Signs a new investor up and in, and waits for the first explore card (a first visit). */
export async function newInvestorOnExplore(page: Page, timeout: number) {
  const person = newPerson('bench')
  await signUp(page, person)
  const login = page.getByRole('form', { name: 'Log in' })
  await login.getByLabel('Email', { exact: true }).fill(person.email)
  await login.getByLabel('Password', { exact: true }).fill(person.password)
  await login.getByRole('button', { name: 'Log In', exact: true }).click()
  await page.getByRole('button', { name: 'Investor' }).click({ timeout })
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
  await cards.first().waitFor({ timeout })
  return cards
}

/** From another screen back to explore five times: ms from the click to the first card. */
export async function firstCardTimes(page: Page) {
  const cards = page.getByRole('list', { name: 'Startups' }).getByRole('listitem')
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    await page.goto('/dashboard/funded')
    await page.getByRole('heading', { level: 1 }).waitFor()
    const t0 = Date.now()
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click()
    await cards.first().waitFor()
    times.push(Date.now() - t0)
  }
  return times
}
