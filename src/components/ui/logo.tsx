import { chakra, HStack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

/** Seedling's mark: a sprout in a circle. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <chakra.svg
      viewBox="0 0 32 32"
      width={`${size}px`}
      height={`${size}px`}
      aria-hidden="true"
      flexShrink={0}
    >
      <circle cx="16" cy="16" r="16" fill="#15803d" />
      <path d="M16 25V14" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 16c0-4 3-7 8-7 0 4-3 7-8 7z" fill="#bbf7d0" />
      <path d="M16 19c0-3.5-2.6-6-7-6 0 3.5 2.6 6 7 6z" fill="#86efac" />
    </chakra.svg>
  )
}

/** The mark and the product's name, as one link home (the landing page or the dashboard). */
export function LogoLink({ to }: { to: '/' | '/dashboard' }) {
  return (
    <HStack asChild gap="2">
      <Link to={to}>
        <LogoMark />
        <Text fontWeight="bold" fontSize="lg">
          Seedling
        </Text>
      </Link>
    </HStack>
  )
}
