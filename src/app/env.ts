import { z } from '@/domain/zod'

const envSchema = z.object({
  VITE_API_MODE: z.enum(['demo', 'remote']).default('demo'),
  VITE_API_URL: z.url().default('http://localhost:5000'),
  VITE_AUTH_MODE: z.enum(['demo', 'firebase']).default('demo'),
  VITE_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().default('demo-seedling.firebaseapp.com'),
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-seedling'),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  VITE_SOURCE_URL: z.url().default('https://github.com/seedling-app/seedling'),
  /** Generated startups added to the demo seed, to try the demo at scale. */
  VITE_DEMO_STARTUPS: z.coerce.number().int().min(0).max(100_000).default(0),
})

export type AppEnv = z.infer<typeof envSchema>

/** Parses the build-time flags; an unknown mode fails loudly at start-up. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''))
  return envSchema.parse(cleaned)
}

export const env: AppEnv = parseEnv(import.meta.env)

/** Where the API lives: same-origin /api in demo mode, VITE_API_URL + /api in remote mode. */
export function apiBaseUrl(appEnv: AppEnv = env): string {
  return appEnv.VITE_API_MODE === 'demo' ? '/api' : `${appEnv.VITE_API_URL.replace(/\/+$/, '')}/api`
}
