import { Field, Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form'
import { PasswordInput } from './password-input'

/** What frames a control: its label, a hint under it and the error that makes it invalid. */
interface FieldFrame {
  label: string
  error?: string | undefined
  helper?: ReactNode
}

/**
 * One labelled form field: its label, the control, an optional hint and the error that makes it
 * invalid. The label names the control for assistive technology and for tests.
 */
export function FormField({
  label,
  error,
  helper,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

/** A labelled text input (any `Input` type); spread react-hook-form's `register` into it. */
export function TextField({ label, error, helper, ...input }: FieldFrame & InputProps) {
  return (
    <FormField label={label} error={error} helper={helper}>
      <Input {...input} />
    </FormField>
  )
}

/** A labelled textarea, likewise: `<TextareaField label="Update" rows={8} {...field('body')} />`. */
export function TextareaField({ label, error, helper, ...textarea }: FieldFrame & TextareaProps) {
  return (
    <FormField label={label} error={error} helper={helper}>
      <Textarea {...textarea} />
    </FormField>
  )
}

/** A labelled password input with its show/hide button, likewise. */
export function PasswordField({ label, error, helper, ...input }: FieldFrame & InputProps) {
  return (
    <FormField label={label} error={error} helper={helper}>
      <PasswordInput fieldLabel={label} {...input} />
    </FormField>
  )
}

/**
 * `register` that also hands over the field's error, for `TextField`:
 * `<TextField label="Name" {...field('name')} />`.
 */
export function fieldsOf<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
) {
  return <N extends FieldPath<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  })
}
