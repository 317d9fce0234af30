/** The build-time flags (VITE_*), with their defaults. */
export interface AppEnv {
  VITE_API_MODE: 'demo' | 'remote'
  VITE_API_URL: string
  VITE_AUTH_MODE: 'demo' | 'firebase'
  VITE_FIREBASE_API_KEY: string
  VITE_FIREBASE_AUTH_DOMAIN: string
  VITE_FIREBASE_PROJECT_ID: string
  VITE_FIREBASE_APP_ID?: string | undefined
  VITE_FIREBASE_AUTH_EMULATOR_HOST?: string | undefined
  VITE_SOURCE_URL: string
  /** Generated startups added to the demo seed, to try the demo at scale. */
  VITE_DEMO_STARTUPS: number
}

// Plain checks rather than a schema: this runs before the first paint, before Zod is loaded.
function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[], fallback: T) {
  if (value === undefined) return fallback
  const found = allowed.find((option) => option === value)
  if (!found)
    throw new Error(`${name} must be one of ${allowed.join(', ')}; got "${String(value)}"`)
  return found
}

function url(name: string, value: unknown, fallback: string): string {
  const text = value === undefined ? fallback : String(value)
  if (text === '') return text
  try {
    new URL(text)
  } catch {
    throw new Error(`${name} must be a URL; got "${text}"`)
  }
  return text
}

function text(value: unknown, fallback: string): string
function text(value: unknown): string | undefined
function text(value: unknown, fallback?: string) {
  return value === undefined ? fallback : String(value)
}

function count(name: string, value: unknown, max: number): number {
  if (value === undefined) return 0
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}; got "${String(value)}"`)
  return number
}

/** Parses the build-time flags; an unknown mode fails loudly at start-up. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const get = (key: keyof AppEnv) => (raw[key] === '' ? undefined : raw[key])
  return {
    VITE_API_MODE: oneOf('VITE_API_MODE', get('VITE_API_MODE'), ['demo', 'remote'], 'demo'),
    // Unset: the app's own origin (the server serves the app and its /api together).
    VITE_API_URL: url('VITE_API_URL', get('VITE_API_URL'), ''),
    VITE_AUTH_MODE: oneOf('VITE_AUTH_MODE', get('VITE_AUTH_MODE'), ['demo', 'firebase'], 'demo'),
    VITE_FIREBASE_API_KEY: text(get('VITE_FIREBASE_API_KEY'), 'demo-api-key'),
    VITE_FIREBASE_AUTH_DOMAIN: text(
      get('VITE_FIREBASE_AUTH_DOMAIN'),
      'demo-seedling.firebaseapp.com',
    ),
    VITE_FIREBASE_PROJECT_ID: text(get('VITE_FIREBASE_PROJECT_ID'), 'demo-seedling'),
    VITE_FIREBASE_APP_ID: text(get('VITE_FIREBASE_APP_ID')),
    VITE_FIREBASE_AUTH_EMULATOR_HOST: text(get('VITE_FIREBASE_AUTH_EMULATOR_HOST')),
    VITE_SOURCE_URL: url(
      'VITE_SOURCE_URL',
      get('VITE_SOURCE_URL'),
      'https://github.com/seedling-app/seedling',
    ),
    VITE_DEMO_STARTUPS: count('VITE_DEMO_STARTUPS', get('VITE_DEMO_STARTUPS'), 100_000),
  }
}

export const env: AppEnv = parseEnv(import.meta.env)

/**
 * Where the API lives: same-origin /api in demo mode and in a remote build without VITE_API_URL
 * (the server serves both); VITE_API_URL + /api when the API is elsewhere.
 */
export function apiBaseUrl(appEnv: AppEnv = env): string {
  return appEnv.VITE_API_MODE === 'demo' ? '/api' : `${appEnv.VITE_API_URL.replace(/\/+$/, '')}/api`
}
