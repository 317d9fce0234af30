import { Box } from '@chakra-ui/react'
import { LandingHeader } from './landing-header'
import { Features, Footer, Hero, Recents, Team } from './landing-sections'

/** The public landing page (/). */
export function LandingPage() {
  return (
    <Box>
      <LandingHeader />
      <main>
        <Hero />
        <Features />
        <Recents />
        <Team />
      </main>
      <Footer />
    </Box>
  )
}
