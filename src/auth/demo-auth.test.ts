import { beforeEach, describe, expect, it } from 'vitest'
import { openDemoAuthDb } from './demo-accounts'
import { createDemoAuth } from './demo-auth'
import { verifyDemoToken } from './demo-token'
import { DEMO_GOOGLE_ACCOUNT, type GoogleAccountChoice } from './google-chooser'
import type { AuthError } from './types'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

let dbName = ''
let storage = memoryStorage()
let googleAnswer: GoogleAccountChoice | null = DEMO_GOOGLE_ACCOUNT
const make = () =>
  createDemoAuth({
    db: openDemoAuthDb(dbName),
    storage,
    chooseGoogleAccount: async () => googleAnswer,
  })

const failure = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return (error as AuthError).code
  }
  return 'no error'
}

beforeEach(() => {
  dbName = `demo-auth-test-${Math.random()}`
  storage = memoryStorage()
  googleAnswer = DEMO_GOOGLE_ACCOUNT
})

describe('demo auth', () => {
  it('signs up with a name and a generated avatar and leaves the user signed out', async () => {
    const auth = make()
    expect(await auth.ready()).toBeNull()
    await auth.signUp('Ravi Kumar', 'Ravi@Example.com', 'secret-1')
    expect(auth.currentUser()).toBeNull()
    const user = await auth.signIn('ravi@example.com', 'secret-1')
    expect(user).toMatchObject({ displayName: 'Ravi Kumar', email: 'ravi@example.com' })
    expect(user.photoURL).toMatch(/seed=[A-Za-z0-9]{10}$/)
  })

  it('keeps passwords only as salted hashes', async () => {
    const auth = make()
    await auth.signUp('A', 'a@example.com', 'secret-1')
    await auth.signUp('B', 'b@example.com', 'secret-1')
    const accounts = await openDemoAuthDb(dbName).accounts.toArray()
    expect(JSON.stringify(accounts)).not.toContain('secret-1')
    expect(accounts[0]!.hash).not.toBe(accounts[1]!.hash)
  })

  it('answers with Firebase error codes', async () => {
    const auth = make()
    await auth.signUp('Ravi', 'ravi@example.com', 'secret-1')
    expect(await failure(auth.signUp('Again', 'ravi@example.com', 'secret-2'))).toBe(
      'auth/email-already-in-use',
    )
    expect(await failure(auth.signUp('Weak', 'weak@example.com', '12345'))).toBe(
      'auth/weak-password',
    )
    expect(await failure(auth.signUp('Bad', 'not-an-email', 'secret-1'))).toBe('auth/invalid-email')
    expect(await failure(auth.signIn('ravi@example.com', 'wrong-pass'))).toBe(
      'auth/invalid-credential',
    )
    expect(await failure(auth.signIn('nobody@example.com', 'secret-1'))).toBe('auth/user-not-found')
  })

  it('slows down guessing: too-many-requests after five wrong passwords', async () => {
    const auth = make()
    await auth.signUp('Ravi', 'ravi@example.com', 'secret-1')
    for (let i = 0; i < 5; i++) await failure(auth.signIn('ravi@example.com', 'wrong'))
    expect(await failure(auth.signIn('ravi@example.com', 'secret-1'))).toBe(
      'auth/too-many-requests',
    )
  })

  it('keeps the session across a reload', async () => {
    const first = make()
    await first.signUp('Ravi', 'ravi@example.com', 'secret-1')
    const user = await first.signIn('ravi@example.com', 'secret-1')
    const afterReload = make()
    expect(await afterReload.ready()).toEqual(user)
    await afterReload.signOut()
    expect(await make().ready()).toBeNull()
  })

  it('issues ID tokens the demo backend verifies as this user', async () => {
    const auth = make()
    expect(await auth.getIdToken()).toBeNull()
    await auth.signUp('Ravi', 'ravi@example.com', 'secret-1')
    const user = await auth.signIn('ravi@example.com', 'secret-1')
    const claims = await verifyDemoToken((await auth.getIdToken())!)
    expect(claims?.uid).toBe(user.uid)
  })

  it('signs in with the chosen Google account, and refuses when the chooser is closed', async () => {
    const auth = make()
    const user = await auth.signInWithGoogle()
    expect(user).toMatchObject({
      email: DEMO_GOOGLE_ACCOUNT.email,
      photoURL: DEMO_GOOGLE_ACCOUNT.photoURL,
    })
    await auth.signOut()
    expect((await auth.signInWithGoogle()).uid).toBe(user.uid)
    await auth.signOut()
    googleAnswer = null
    expect(await failure(auth.signInWithGoogle())).toBe('auth/popup-closed-by-user')
  })
})
