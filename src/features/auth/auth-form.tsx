import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'
import { GoogleSignIn } from './google-sign-in'

/**
 * The body of an auth screen: the e-mail form (its error on top, its fields, its submit button),
 * then 'Or' and the Google button, then the link to the other screen.
 */
export function AuthForm({
  label,
  onSubmit,
  error,
  submit,
  google,
  switchLink,
  children,
}: {
  /** The form's accessible name. */
  label: string
  onSubmit: FormEventHandler<HTMLFormElement>
  /** What went wrong with the last attempt; what was typed stays. */
  error?: ReactNode
  submit: { label: string; busyLabel: string; busy: boolean; disabled?: boolean }
  google: { label: string; delayMs: number }
  switchLink: ReactNode
  children: ReactNode
}) {
  return (
    <Stack gap="5">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate aria-label={label}>
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {children}
          <Button
            type="submit"
            colorPalette="brand"
            disabled={submit.busy || submit.disabled}
            loading={submit.busy}
            loadingText={submit.busyLabel}
          >
            {submit.label}
          </Button>
        </form>
      </Stack>
      <GoogleSignIn label={google.label} delayMs={google.delayMs} />
      <Text textAlign="center" fontSize="sm">
        {switchLink}
      </Text>
    </Stack>
  )
}
