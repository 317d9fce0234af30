import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useAuth } from '@/lib/services'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toaster } from '@/components/ui/toaster'
import { logInErrorMessage } from './auth-messages'
import { AuthSwitchLink } from './auth-layout'
import { GoogleSignIn } from './google-sign-in'
import { logInSchema, type LogInValues } from './auth-schemas'

export const LOG_IN_DELAY_MS = 900

/** /login: Email and Password; 'Log In' and 'Log In With Google'. */
export function LogInForm() {
  const { auth } = useAuth()
  const navigate = useNavigate()
  const [signedIn, setSignedIn] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LogInValues>({
    resolver: zodResolver(logInSchema),
    // Right after sign-up, the account just created; the password is always typed.
    defaultValues: { email: auth.getState().createdEmail ?? '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await auth.signIn(values.email, values.password)
    } catch (error) {
      setError('root', { message: logInErrorMessage(error) })
      return
    }
    setSignedIn(true)
    toaster.success({ title: 'Logged in' })
    await new Promise((resolve) => setTimeout(resolve, LOG_IN_DELAY_MS))
    await navigate({ to: '/role' })
  })

  const rootMessage = errors.root?.message
  return (
    <Stack gap="5">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate aria-label="Log in">
          {rootMessage && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>
                {rootMessage === 'Email does not exist. Sign Up' ? (
                  <>
                    Email does not exist.{' '}
                    <Link to="/signup" style={{ textDecoration: 'underline' }}>
                      Sign Up
                    </Link>
                  </>
                ) : (
                  rootMessage
                )}
              </Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={isSubmitting || signedIn}
            loading={isSubmitting}
            loadingText="Logging in…"
          >
            Log In
          </Button>
        </form>
      </Stack>
      <GoogleSignIn label="Log In With Google" delayMs={2000} />
      <Text textAlign="center" fontSize="sm">
        <AuthSwitchLink to="/signup">Need an account?</AuthSwitchLink>
      </Text>
    </Stack>
  )
}
