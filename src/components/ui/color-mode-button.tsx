import { IconButton } from '@chakra-ui/react'
import { Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'

/** Switches between light and dark; the first visit follows the system setting. */
export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme()
  const dark = resolvedTheme === 'dark'
  return (
    <IconButton
      variant="ghost"
      size="sm"
      // A thumb's width on phones.
      minW={{ base: '11', md: '9' }}
      minH={{ base: '11', md: '9' }}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  )
}
