import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { system } from '@/theme/system'
import { ServicesProvider, type AppServices } from '@/lib/services'

/** Chakra's system with light and dark: the system setting decides unless `forcedTheme` pins one. */
export function AppTheme({
  children,
  forcedTheme,
}: {
  children: ReactNode
  /** Pins light or dark (Storybook's toolbar); by default the system setting decides. */
  forcedTheme?: 'light' | 'dark' | undefined
}) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        {...(forcedTheme ? { forcedTheme } : {})}
      >
        {children}
      </ThemeProvider>
    </ChakraProvider>
  )
}

/** The theme, the query client and the app's services, around any tree. */
export function AppProviders({
  services,
  queryClient,
  children,
  forcedTheme,
}: {
  services: AppServices
  queryClient: QueryClient
  children: ReactNode
  forcedTheme?: 'light' | 'dark' | undefined
}) {
  return (
    <AppTheme forcedTheme={forcedTheme}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </QueryClientProvider>
    </AppTheme>
  )
}
