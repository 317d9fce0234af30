import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { Eye, EyeOff } from 'lucide-react'
import { forwardRef, useState } from 'react'

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false)
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
            aria-label={visible ? 'Hide password' : 'Show password'}
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
