/** The build flags that decide what the page may load. */
export interface CspEnv {
  VITE_API_MODE?: string | undefined
  VITE_API_URL?: string | undefined
  VITE_AUTH_MODE?: string | undefined
  VITE_FIREBASE_AUTH_DOMAIN?: string | undefined
  VITE_FIREBASE_AUTH_EMULATOR_HOST?: string | undefined
}

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/**
 * The Content-Security-Policy for a build. Demo builds talk to nothing but their own origin;
 * remote builds add the API server and, in firebase mode, Firebase Auth (or its emulator).
 * Styles stay 'unsafe-inline' because Chakra's emotion writes <style> elements at run time.
 * Inline scripts run only when listed by hash (`scriptHashes`, e.g. 'sha256-…').
 */
export function contentSecurityPolicy(
  env: CspEnv,
  { scriptHashes = [] }: { scriptHashes?: string[] } = {},
): string {
  const api = env.VITE_API_MODE === 'remote' ? origin(env.VITE_API_URL) : ''
  const firebase = env.VITE_AUTH_MODE === 'firebase'
  const emulator =
    firebase && env.VITE_FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}`
      : ''
  const authDomain = firebase
    ? `https://${env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-seedling.firebaseapp.com'}`
    : ''
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ')
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list(
      "'self'",
      ...scriptHashes.map((hash) => `'${hash}'`),
      firebase ? 'https://apis.google.com' : '',
    ),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': list(
      "'self'",
      'data:',
      'blob:',
      api,
      firebase ? 'https://lh3.googleusercontent.com' : '',
    ),
    'font-src': "'self'",
    'connect-src': list(
      "'self'",
      api,
      firebase
        ? 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://www.googleapis.com'
        : '',
      emulator,
    ),
    'frame-src': list(authDomain, emulator) || "'none'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}
