import { expect, type Page } from '@playwright/test'
import { createAccount, signInWithPassword } from '../../scripts/emulator-accounts'
import { logIn, newPerson, type Person } from '../fixtures'

/**
 * A person with a role on the server, for the tests about what comes after signing up: the
 * account made as firebase-admin's createUser makes it (address verified), the record added
 * through the API as the role screen adds it, then logged in on the log-in screen; ends on the
 * dashboard. Signing up, the verification link and the role screen have tests of their own
 * (remote.spec.ts), so the others do not go through them each time.
 */
export async function accountWithRole(page: Page, role: 'Start Up' | 'Investor', label: string) {
  const person: Person = newPerson(label)
  await createAccount({
    email: person.email,
    password: person.password,
    displayName: person.name,
    emailVerified: true,
  })
  const { token, uid } = await signInWithPassword(person.email, person.password)
  const added = await page.request.post('/api/users/adduser', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      useruid: uid,
      email: person.email,
      name: person.name,
      role: role === 'Investor' ? 'investor' : 'startup',
      photoUrl: '',
    },
  })
  expect(added.status(), await added.text()).toBe(201)
  await page.goto('/login')
  await logIn(page, person)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
  return person
}
