import { Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { forwardRef, useCallback, useLayoutEffect, useRef, type FormEvent } from 'react'

const GROUPING = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** Digits only, grouped the Indian way as typed: '500000' → '5,00,000'. */
export function groupRupees(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  return digits ? GROUPING.format(BigInt(digits.slice(0, 15))) : ''
}

/** Keeps the caret after the same number of digits once the grouping commas move. */
function regroup(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const caret = input.selectionStart ?? input.value.length
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length
  const grouped = groupRupees(input.value)
  if (grouped === input.value) return
  input.value = grouped
  let position = 0
  for (let seen = 0; position < grouped.length && seen < digitsBefore; position += 1)
    if (/\d/.test(grouped[position]!)) seen += 1
  input.setSelectionRange(position, position)
}

/**
 * An amount in whole rupees: '₹' in front and digits grouped as they are typed. Register it with
 * `setValueAs: rupeeDigits` so the form sees the digits alone.
 */
export const RupeeInput = forwardRef<HTMLInputElement, InputProps>(function RupeeInput(
  { onInput, ...props },
  ref,
) {
  const own = useRef<HTMLInputElement | null>(null)
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element
      if (typeof ref === 'function') ref(element)
      else if (ref) ref.current = element
    },
    [ref],
  )
  // A value set from outside (a restored draft, a form's default) is grouped too.
  useLayoutEffect(() => {
    const input = own.current
    if (!input?.value) return
    // Only when it changes: this runs at every render of the form, and setting a field's value,
    // even to the same text, moves its caret, which makes the browser lay out the page there
    // and then (the most costly step of Get OTP in the journey's profile).
    const grouped = groupRupees(input.value)
    if (grouped !== input.value) input.value = grouped
  })
  return (
    <InputGroup startElement="₹" startElementProps={{ color: 'fg.muted', fontWeight: 'medium' }}>
      <Input
        ref={setRefs}
        inputMode="numeric"
        autoComplete="off"
        onInput={(event) => {
          regroup(event)
          onInput?.(event)
        }}
        {...props}
      />
    </InputGroup>
  )
})

/** What the form keeps of a rupee field: its digits. */
export const rupeeDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '')
