import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '@/app/router'
import { ErrorScreen } from '@/components/feedback/error-screen'
import { NotFound } from '@/components/feedback/not-found'
import { ToasterHost } from '@/components/ui/toaster-host'
import { GoogleChooser } from '@/features/auth/google-chooser'
import { DemoInboxListener } from '@/features/demo/demo-inbox-listener'
import { DemoNotice } from '@/features/demo/demo-notice'
import { FloatingLayer } from '@/features/pwa/floating-card'
import { InstallOffer } from '@/features/pwa/install-offer'
import { OfflineIndicator } from '@/features/pwa/offline-indicator'
import { UpdatePrompt } from '@/features/pwa/update-prompt'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ({ error, reset }) => <ErrorScreen error={error} reset={reset} />,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <FloatingLayer>
        <OfflineIndicator />
        <UpdatePrompt />
        <InstallOffer />
        <DemoNotice />
      </FloatingLayer>
      <GoogleChooser />
      <DemoInboxListener />
      <ToasterHost />
    </>
  )
}
