import { expect, type Page } from '@playwright/test'
import { logIn, newPerson, type Person } from '../fixtures'

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'
const IDENTITY = `http://${EMULATOR}/identitytoolkit.googleapis.com/v1`

/** A call to the Auth emulator; its refusal is the test's failure, said plainly. */
async function emulator(path: string, body: object, admin = false) {
  const answer = await fetch(`${IDENTITY}/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(admin ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!answer.ok)
    throw new Error(`the Auth emulator refused ${path}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as { idToken?: string; localId?: string }
}

/**
 * A person with a role on the server, for the tests about what comes after signing up: the
 * account made as firebase-admin's createUser makes it (address verified), the record added
 * through the API as the role screen adds it, then logged in on the log-in screen; ends on the
 * dashboard. Signing up, the verification link and the role screen have tests of their own
 * (remote.spec.ts), so the others do not go through them each time.
 */
export async function accountWithRole(page: Page, role: 'Start Up' | 'Investor', label: string) {
  const person: Person = newPerson(label)
  await emulator(
    'projects/demo-seedling/accounts',
    {
      email: person.email,
      password: person.password,
      displayName: person.name,
      emailVerified: true,
    },
    true,
  )
  const { idToken, localId } = await emulator('accounts:signInWithPassword?key=demo-api-key', {
    email: person.email,
    password: person.password,
    returnSecureToken: true,
  })
  const added = await page.request.post('/api/users/adduser', {
    headers: { Authorization: `Bearer ${idToken}` },
    data: {
      useruid: localId,
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
