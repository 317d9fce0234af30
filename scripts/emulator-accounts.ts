// The Firebase Auth emulator's REST API as the suite's helpers use it (the contract suite's
// callers, the remote e2e's accounts, the operator the remote runs appoint, the verification
// links): one place for its addresses, its admin bearer and its refusals said plainly.

/** Where the emulator answers: FIREBASE_AUTH_EMULATOR_HOST, or firebase.json's port. */
export const emulatorHost = () => process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'

/** The project the emulator runs for the suite (firebase.json, `--project demo-seedling`). */
export const EMULATOR_PROJECT = 'demo-seedling'

/** The emulator's answer that an address already has an account. */
export class EmailExists extends Error {}

/**
 * A call to the emulator's identity API: `path` after `/v1/`, as the app's SDK makes it, or with
 * `admin` as firebase-admin makes it (the emulator takes `Bearer owner` for its project's admin).
 * Its refusal throws, naming the call and what the emulator said.
 */
export async function identity<Answer>(
  path: string,
  body: object,
  { admin = false }: { admin?: boolean } = {},
): Promise<Answer> {
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(admin ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    },
  )
  if (response.ok) return (await response.json()) as Answer
  const text = await response.text()
  const Refusal = text.includes('EMAIL_EXISTS') ? EmailExists : Error
  throw new Refusal(`the Auth emulator refused ${path.split('?')[0]}: ${response.status} ${text}`)
}

/**
 * An account made as firebase-admin's createUser makes it, its address's flag set at once (no
 * sign-up, update and sign-in); its uid.
 */
export async function createAccount(account: {
  email: string
  password: string
  displayName?: string
  emailVerified: boolean
}): Promise<string> {
  const { localId } = await identity<{ localId: string }>(
    `projects/${EMULATOR_PROJECT}/accounts`,
    account,
    { admin: true },
  )
  return localId
}

/** Sets the account's address's flag, as firebase-admin's updateUser does. */
export async function setEmailVerified(uid: string, emailVerified: boolean) {
  await identity(
    `projects/${EMULATOR_PROJECT}/accounts:update`,
    { localId: uid, emailVerified },
    {
      admin: true,
    },
  )
}

/**
 * A password sign-in, as the app's SDK makes it: a fresh ID token and the account's uid. (Not the
 * token a sign-up answers: the emulator can give that one out revoked. It stamps the sign-in
 * time before the password's "tokens valid since" and floors both to seconds, so a second that
 * ticks in between, on a busy machine, gives a token that firebase-admin refuses.)
 */
export async function signInWithPassword(email: string, password: string) {
  const { idToken, localId } = await identity<{ idToken: string; localId: string }>(
    'accounts:signInWithPassword?key=demo-api-key',
    { email, password, returnSecureToken: true },
  )
  return { token: idToken, uid: localId }
}
