import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { ApiProvider } from '@/api/api-context'
import type { ApiClient } from '@/api/client'
import type { SavedAges } from '@/api/offline-cache'
import type { Outbox } from '@/api/outbox'
import type { AuthStore } from '@/auth/auth-store'
import type { GoogleChooser } from '@/auth/google-chooser'
import type { InstallStore } from '@/pwa/install'
import type { UpdateStore } from '@/pwa/update'
import type { DemoClock } from './demo-clock'
import type { AppEnv } from './env'

/** What the whole app shares: the two adapters, the demo's Google chooser and the flags. */
export interface AppServices {
  api: ApiClient
  auth: AuthStore
  chooser: GoogleChooser
  env: AppEnv
  /** Resets the demo backend's data (demo mode only). */
  resetDemo?: () => Promise<void>
  /** Moves the demo's clock forward, or back to today (demo mode only). */
  demoClock?: DemoClock
  /** Which answers on screen came from the device, and when they were saved (remote mode). */
  savedAges?: SavedAges
  /** Drops the answers saved on this device (remote mode; on sign-out). */
  forgetSavedAnswers?: () => Promise<void>
  /** Follows and questions made offline, kept until they can be sent (remote mode). */
  outbox?: Outbox
  /** The installed app's update and install offers (absent where there is no service worker). */
  pwa?: { update: UpdateStore; install: InstallStore }
}

const ServicesContext = createContext<AppServices | null>(null)

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices
  children: ReactNode
}) {
  return (
    <ServicesContext.Provider value={services}>
      <ApiProvider value={services.api}>{children}</ApiProvider>
    </ServicesContext.Provider>
  )
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside ServicesProvider')
  return services
}

/** The API client (from its own context, which the services provider fills). */
export { useApi } from '@/api/api-context'

/** The auth state (user, Google-in-progress flag), re-rendering on change. */
export function useAuth() {
  const { auth } = useServices()
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState)
  return { ...state, auth }
}
