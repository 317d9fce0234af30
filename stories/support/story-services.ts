import { createServices } from '@/app/create-services'
import { createAuthStore } from '@/auth/auth-store'
import { signDemoToken } from '@/auth/demo-token'
import { signedOutAuth } from '@/auth/signed-out'
import { AuthError, type AuthAdapter, type AuthUser } from '@/auth/types'
import type { AppServices } from '@/lib/services'
import { storyBackend } from './story-backend'

/** Seeded people of the demo data, so page stories load realistic records. */
export const STORY_USERS = {
  investor: {
    uid: 'seed-investor-01',
    displayName: 'Meera Shah',
    email: 'meera.shah@example.com',
    photoURL: '/avatars/investor-1.svg',
  },
  founder: {
    uid: 'seed-founder-06',
    displayName: 'Vikram Desai',
    email: 'chai-credit@example.com',
    photoURL: '',
  },
  operator: {
    uid: 'demo-operator',
    displayName: 'Asha (Seedling operator)',
    email: 'operator@seedling.demo',
    photoURL: '',
  },
  newFounder: {
    uid: 'story-new-founder',
    displayName: 'Kavya Reddy',
    email: 'kavya@example.com',
    photoURL: '',
  },
} satisfies Record<string, AuthUser>

/** An auth adapter with a fixed signed-in user whose tokens the demo handlers accept. */
export function storyAuth(user: AuthUser | null): AuthAdapter {
  return {
    ...signedOutAuth,
    ready: async () => user,
    currentUser: () => user,
    signIn: async () => {
      throw new AuthError('auth/invalid-credential')
    },
    signInWithGoogle: async () => {
      throw new AuthError('auth/popup-closed-by-user')
    },
    getIdToken: async () =>
      user
        ? signDemoToken({
            uid: user.uid,
            email: user.email ?? '',
            name: user.displayName ?? '',
            iat: Date.now(),
            exp: Date.now() + 3_600_000,
          })
        : null,
  }
}

export function storyServices(user: AuthUser | null): AppServices {
  return createServices({
    auth: createAuthStore(storyAuth(user), user),
    resetDemo: () => storyBackend.reset(),
  })
}
