import type { AppEnv } from '@/lib/env'
import type { GoogleChooser } from './google-chooser'
import type { AuthAdapter } from './types'

/** Picks the auth implementation once, from the build flags. Firebase is loaded only when used. */
export async function createAuthAdapter(env: AppEnv, chooser: GoogleChooser): Promise<AuthAdapter> {
  if (env.VITE_AUTH_MODE === 'firebase') {
    const { createFirebaseAuth } = await import('./firebase-auth')
    return createFirebaseAuth({
      config: {
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
      },
      emulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST,
    })
  }
  const { createDemoAuth } = await import('./demo-auth')
  return createDemoAuth({ chooseGoogleAccount: chooser.choose })
}
