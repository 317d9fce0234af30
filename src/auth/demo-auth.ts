import { DEMO_OPERATOR } from '@/domain/operating'
import { avatarUrl } from './avatar'
import type { DemoAccount, DemoAuthDb } from './demo-accounts'
import { DEMO_TOKEN_TTL_MS, signDemoToken } from './demo-token'
import type { GoogleAccountChoice } from './google-chooser'
import { hashPassword, verifyPassword } from './password-hash'
import { AuthError, type AuthAdapter, type AuthUser } from './types'

const SESSION_KEY = 'seedling.demo-auth.session'
const MIN_PASSWORD_LENGTH = 6
const MAX_FAILURES = 5
const FAILURE_WINDOW_MS = 60_000
const REFRESH_MARGIN_MS = 5 * 60_000
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface DemoAuthOptions {
  /** Stands in for Google's popup; resolves with null when the user closes it. */
  chooseGoogleAccount: () => Promise<GoogleAccountChoice | null>
  db?: DemoAuthDb
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  now?: () => number
}

function toUser(account: DemoAccount): AuthUser {
  return {
    uid: account.uid,
    displayName: account.displayName,
    email: account.email,
    photoURL: account.photoURL,
  }
}

/** Demo auth: accounts and sessions in the browser, Firebase's error codes, no network. */
export function createDemoAuth(options: DemoAuthOptions): AuthAdapter {
  // The accounts database (Dexie) loads on first use: a signed-out first paint never waits for it.
  let opened: Promise<DemoAuthDb> | undefined
  const accounts = async () =>
    (
      await (opened ??= options.db
        ? Promise.resolve(options.db)
        : import('./demo-accounts').then(({ openDemoAuthDb }) => openDemoAuthDb()))
    ).accounts
  const storage = options.storage ?? window.localStorage
  const now = options.now ?? Date.now
  const listeners = new Set<(user: AuthUser | null) => void>()
  const failures = new Map<string, number[]>()
  let user: AuthUser | null = null
  let token: { value: string; exp: number } | null = null
  let readyPromise: Promise<AuthUser | null> | undefined

  const setUser = (next: AuthUser | null) => {
    user = next
    token = null
    listeners.forEach((listener) => listener(next))
  }

  const startSession = (account: DemoAccount) => {
    storage.setItem(SESSION_KEY, account.uid)
    setUser(toUser(account))
    return toUser(account)
  }

  const restore = async (): Promise<AuthUser | null> => {
    const uid = storage.getItem(SESSION_KEY)
    const account = uid ? await (await accounts()).get(uid) : undefined
    if (uid && !account) storage.removeItem(SESSION_KEY)
    return account ? toUser(account) : null
  }

  if (typeof window !== 'undefined') {
    // Another tab signed in or out: follow it, as Firebase's local persistence does.
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY) return
      void restore().then(setUser)
    })
  }

  // The demo's operator account (docs/product.md#operators) is there from its first use.
  const findByEmail = async (email: string) => {
    const found = await (await accounts()).where('email').equals(email).first()
    if (found || email !== DEMO_OPERATOR.email) return found
    const { salt, hash } = await hashPassword(DEMO_OPERATOR.password)
    const operator: DemoAccount = {
      uid: DEMO_OPERATOR.uid,
      email: DEMO_OPERATOR.email,
      displayName: DEMO_OPERATOR.name,
      photoURL: '',
      provider: 'password',
      salt,
      hash,
      createdAt: now(),
    }
    await (await accounts()).put(operator)
    return operator
  }

  const tooManyFailures = (email: string) => {
    const recent = (failures.get(email) ?? []).filter((t) => now() - t < FAILURE_WINDOW_MS)
    failures.set(email, recent)
    return recent.length >= MAX_FAILURES
  }

  return {
    kind: 'demo',
    ready() {
      readyPromise ??= restore().then((restored) => {
        user = restored
        return restored
      })
      return readyPromise
    },
    currentUser: () => user,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async signUp(name, email, password) {
      const normalised = email.trim().toLowerCase()
      if (!EMAIL_PATTERN.test(normalised)) throw new AuthError('auth/invalid-email')
      if (password.length < MIN_PASSWORD_LENGTH) throw new AuthError('auth/weak-password')
      if (await findByEmail(normalised)) throw new AuthError('auth/email-already-in-use')
      const { salt, hash } = await hashPassword(password)
      await (
        await accounts()
      ).add({
        uid: crypto.randomUUID().replace(/-/g, '').slice(0, 28),
        email: normalised,
        displayName: name.trim(),
        photoURL: avatarUrl(),
        provider: 'password',
        salt,
        hash,
        createdAt: now(),
      })
    },
    async signIn(email, password) {
      const normalised = email.trim().toLowerCase()
      if (!EMAIL_PATTERN.test(normalised)) throw new AuthError('auth/invalid-email')
      if (tooManyFailures(normalised)) throw new AuthError('auth/too-many-requests')
      const account = await findByEmail(normalised)
      if (!account) throw new AuthError('auth/user-not-found')
      const valid =
        account.provider === 'password' &&
        (await verifyPassword(password, account.salt, account.hash))
      if (!valid) {
        failures.get(normalised)?.push(now())
        throw new AuthError('auth/invalid-credential')
      }
      failures.delete(normalised)
      return startSession(account)
    },
    async signInWithGoogle() {
      const choice = await options.chooseGoogleAccount()
      if (!choice) throw new AuthError('auth/popup-closed-by-user')
      const email = choice.email.toLowerCase()
      const existing = await findByEmail(email)
      if (existing) return startSession(existing)
      const account: DemoAccount = {
        uid: crypto.randomUUID().replace(/-/g, '').slice(0, 28),
        email,
        displayName: choice.displayName,
        photoURL: choice.photoURL,
        provider: 'google',
        salt: '',
        hash: '',
        createdAt: now(),
      }
      await (await accounts()).add(account)
      return startSession(account)
    },
    async signOut() {
      storage.removeItem(SESSION_KEY)
      setUser(null)
    },
    async getIdToken() {
      if (!user) return null
      if (token && token.exp - now() > REFRESH_MARGIN_MS) return token.value
      const iat = now()
      const exp = iat + DEMO_TOKEN_TTL_MS
      const value = await signDemoToken({
        uid: user.uid,
        email: user.email ?? '',
        name: user.displayName ?? '',
        iat,
        exp,
      })
      token = { value, exp }
      return value
    },
    // Demo accounts are verified when they are made (their tokens say so by leaving it out).
    async sendVerificationEmail() {},
    async reload() {},
  }
}
