import { Button, type ButtonProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * The phone-only button that opens and closes a folded panel (filters, the demo notice): a
 * thumb-sized disclosure control, gone from tablets up, where the panel always shows.
 */
export function FoldToggle({
  open,
  onToggle,
  controls,
  children,
  ...props
}: {
  open: boolean
  onToggle: () => void
  controls: string
  children: ReactNode
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button
      hideFrom="md"
      variant="outline"
      minH="11"
      minW="11"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      {...props}
    >
      {children}
    </Button>
  )
}
