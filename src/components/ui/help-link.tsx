import { Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** A way on from pages that are not finished yet: the real Help page. */
export function HelpLink({ children = 'Read Help: how investing on Seedling works' }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      <ChakraLink asChild color="brand.fg" fontWeight="medium" minH={{ base: '11', md: 'auto' }}>
        <Link to="/he">{children}</Link>
      </ChakraLink>
    </Text>
  )
}
