import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'next-themes'
import type { ReactNode } from 'react'
import { system } from '@/theme/system'
import { ServicesProvider, type AppServices } from '@/lib/services'

/** Chakra with light/dark, the query client and the app's services, around any tree. */
export function AppProviders({
  services,
  queryClient,
  children,
  forcedTheme,
}: {
  services: AppServices
  queryClient: QueryClient
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
        <QueryClientProvider client={queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </ChakraProvider>
  )
}
