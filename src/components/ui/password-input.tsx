import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { Eye, EyeOff } from 'lucide-react'
import { forwardRef, useState } from 'react'

/**
 * A password field with a show/hide toggle, named after the field ('Show password', 'Show
 * confirm password') so that two on one form are told apart.
 */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps & { fieldLabel?: string }>(
  function PasswordInput({ fieldLabel = 'Password', ...props }, ref) {
    const [visible, setVisible] = useState(false)
    const what = fieldLabel.toLowerCase()
    return (
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="xs"
            // A thumb's width on phones; the field grows to hold it.
            minW={{ base: '11', md: '6' }}
            minH={{ base: '11', md: '6' }}
            me={{ base: '-3', md: '-2' }}
            aria-label={visible ? `Hide ${what}` : `Show ${what}`}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input
          ref={ref}
          type={visible ? 'text' : 'password'}
          h={{ base: '11', md: '10' }}
          {...props}
        />
      </InputGroup>
    )
  },
)
