import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * One labelled form field: its label, the control, an optional hint and the error that makes it
 * invalid. The label names the control for assistive technology and for tests.
 */
export function FormField({
  label,
  error,
  helper,
  children,
}: {
  label: string
  error?: string | undefined
  helper?: ReactNode
  children: ReactNode
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
