import { useState, type ReactNode } from 'react'
import { ServicesProvider, useServices } from '@/lib/services'
import type { InstallStore } from '@/pwa/install'
import type { UpdateStore } from '@/pwa/update'
import { fixedInstall, fixedUpdate } from '@/test/pwa'

export { fixedInstall, fixedUpdate }

/** Adds PWA stores to the story's services. */
export function WithPwa({
  update = fixedUpdate({ ready: false, held: false }),
  install = fixedInstall({ method: null }),
  children,
}: {
  update?: UpdateStore
  install?: InstallStore
  children: ReactNode
}) {
  const services = useServices()
  return (
    <ServicesProvider services={{ ...services, pwa: { update, install } }}>
      {children}
    </ServicesProvider>
  )
}

/** Marks every answer as shown from the device, saved `hoursAgo` hours ago. */
export function WithSavedAnswers({
  hoursAgo,
  children,
}: {
  hoursAgo: number
  children: ReactNode
}) {
  const services = useServices()
  const [savedAt] = useState(() => Date.now() - hoursAgo * 3_600_000)
  return (
    <ServicesProvider
      services={{
        ...services,
        savedAges: { subscribe: () => () => undefined, savedAt: () => savedAt },
      }}
    >
      {children}
    </ServicesProvider>
  )
}
