import { Box, IconButton, VisuallyHidden } from '@chakra-ui/react'
import { Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'

/**
 * Switches between light and dark; the first visit follows the system setting. Its icon and name
 * follow the page's mode by CSS alone, so a prerendered page (painted before the app, in either
 * mode) already shows and names the right one.
 */
export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme()
  return (
    <IconButton
      variant="ghost"
      size="sm"
      // A thumb's width on phones.
      minW={{ base: '11', md: '9' }}
      minH={{ base: '11', md: '9' }}
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
    >
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <Moon />
        <VisuallyHidden>Switch to dark mode</VisuallyHidden>
      </Box>
      <Box as="span" display="none" _dark={{ display: 'contents' }}>
        <Sun />
        <VisuallyHidden>Switch to light mode</VisuallyHidden>
      </Box>
    </IconButton>
  )
}
