import type { ReactNode } from 'react'
import { ServicesProvider, useServices } from '@/app/services'
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
