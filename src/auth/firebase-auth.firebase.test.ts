import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logInErrorMessage, signUpErrorMessage } from '@/features/auth/auth-messages'
import { createFirebaseAuth } from './firebase-auth'
import { openVerificationLink, verificationLinksSent } from '../../scripts/verification-link'
import type { AuthError } from './types'

/** The claims of an ID token (its middle part), unchecked: the test only reads them. */
const claimsOf = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
    email_verified?: boolean
  }

/** Runs against the Firebase Auth emulator that `npm test` starts (scripts/auth-emulator.mjs). */
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'
const projectId = 'demo-seedling'
const admin = `http://${host}/emulator/v1/projects/${projectId}`
let apps = 0

function newAuth() {
  apps += 1
  return createFirebaseAuth({
    config: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, projectId },
    emulatorHost: host,
    appName: `test-${apps}`,
  })
}

async function setEmailPrivacy(enabled: boolean) {
  const res = await fetch(`${admin}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  })
  expect(res.ok).toBe(true)
}

const caught = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

beforeAll(async () => {
  await fetch(`${admin}/accounts`, { method: 'DELETE' })
  await setEmailPrivacy(false)
})
afterAll(() => setEmailPrivacy(false))

describe('Firebase auth adapter against the emulator', () => {
  it('signs up with a name and a generated avatar, then leaves the user signed out', async () => {
    const auth = newAuth()
    await auth.ready()
    await auth.signUp('Nisha Rao', 'nisha@example.com', 'secret-123')
    expect(auth.currentUser()).toBeNull()
    const user = await auth.signIn('nisha@example.com', 'secret-123')
    expect(user.displayName).toBe('Nisha Rao')
    expect(user.photoURL).toMatch(/seed=[A-Za-z0-9]{10}$/)
    expect(auth.currentUser()?.uid).toBe(user.uid)
  })

  it('e-mails a verification link at sign-up, again on request; once opened, a reload says so', async () => {
    const auth = newAuth()
    await auth.ready()
    await auth.signUp('Vera Fide', 'vera@example.com', 'secret-123')
    expect(await verificationLinksSent('vera@example.com')).toBe(1)
    await auth.signIn('vera@example.com', 'secret-123')
    expect(claimsOf((await auth.getIdToken())!).email_verified).toBe(false)
    await auth.sendVerificationEmail()
    expect(await verificationLinksSent('vera@example.com')).toBe(2)

    await openVerificationLink('vera@example.com')
    // The token kept from before the link was opened still says no, until the account is read.
    expect(claimsOf((await auth.getIdToken())!).email_verified).toBe(false)
    await auth.reload()
    expect(claimsOf((await auth.getIdToken())!).email_verified).toBe(true)
  })

  it('gives an ID token whose user is the signed-in user', async () => {
    const auth = newAuth()
    await auth.ready()
    const user = await auth.signIn('nisha@example.com', 'secret-123')
    const token = await auth.getIdToken()
    expect(token).toBeTruthy()
    const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString())
    expect(payload.user_id).toBe(user.uid)
    await auth.signOut()
    expect(await auth.getIdToken()).toBeNull()
  })

  it('refuses a duplicate e-mail with email-already-in-use', async () => {
    const error = await caught(newAuth().signUp('Other', 'nisha@example.com', 'secret-123'))
    expect((error as AuthError).code).toBe('auth/email-already-in-use')
    expect(signUpErrorMessage(error)).toBe('Email already exists. Please log in')
  })

  it('refuses a short password with weak-password', async () => {
    const error = await caught(newAuth().signUp('Short', 'short@example.com', '123'))
    expect((error as AuthError).code).toBe('auth/weak-password')
  })

  it('tells a wrong password and an unknown e-mail apart when enumeration protection is off', async () => {
    const auth = newAuth()
    const wrong = await caught(auth.signIn('nisha@example.com', 'not-the-password'))
    expect(logInErrorMessage(wrong)).toBe('Wrong email or password')
    const unknown = await caught(auth.signIn('nobody@example.com', 'whatever-123'))
    expect((unknown as AuthError).code).toBe('auth/user-not-found')
    expect(logInErrorMessage(unknown)).toBe('Email does not exist. Sign Up')
  })

  it('says invalid-credential for both once email privacy is on', async () => {
    await setEmailPrivacy(true)
    try {
      const auth = newAuth()
      const wrong = await caught(auth.signIn('nisha@example.com', 'not-the-password'))
      expect((wrong as AuthError).code).toBe('auth/invalid-credential')
      expect(logInErrorMessage(wrong)).toBe('Wrong email or password')
    } finally {
      await setEmailPrivacy(false)
    }
  })

  it('tells subscribers when the user signs in', async () => {
    const auth = newAuth()
    await auth.ready()
    const seen: (string | null)[] = []
    const stop = auth.subscribe((user) => seen.push(user?.uid ?? null))
    const user = await auth.signIn('nisha@example.com', 'secret-123')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(seen).toContain(user.uid)
    stop()
  })
})
