import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Text } from '@chakra-ui/react'
import { DEMO_OPERATOR } from '@/domain/operating'
import { useAuth, useServices } from '@/lib/services'
import { PasswordField, TextField, fieldsOf } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster-host'
import { logInErrorMessage } from './auth-messages'
import { AuthSwitchLink } from './auth-layout'
import { AuthForm } from './auth-form'
import { logInSchema, type LogInValues } from './auth-schemas'

export const LOG_IN_DELAY_MS = 900

/** /login: Email and Password; 'Log In' and 'Log In With Google'. */
export function LogInForm() {
  const { auth } = useAuth()
  // The demo names its operator account, so stakeholders can see that side too.
  const demo = Boolean(useServices().resetDemo)
  const navigate = useNavigate()
  const [signedIn, setSignedIn] = useState(false)
  const form = useForm<LogInValues>({
    resolver: zodResolver(logInSchema),
    // Right after sign-up, the account just created; the password is always typed.
    defaultValues: { email: auth.getState().createdEmail ?? '', password: '' },
  })
  const { handleSubmit, setError } = form
  const { errors, isSubmitting } = form.formState
  const field = fieldsOf(form)

  const onSubmit = handleSubmit(async (values) => {
    try {
      await auth.signIn(values.email, values.password)
    } catch (error) {
      setError('root', { message: logInErrorMessage(error) })
      return
    }
    setSignedIn(true)
    toast.success({ title: 'Logged in' })
    await new Promise((resolve) => setTimeout(resolve, LOG_IN_DELAY_MS))
    await navigate({ to: '/role' })
  })

  const rootMessage = errors.root?.message
  return (
    <>
      <AuthForm
        label="Log in"
        onSubmit={onSubmit}
        error={
          rootMessage === 'Email does not exist. Sign Up' ? (
            <>
              Email does not exist.{' '}
              <Link to="/signup" style={{ textDecoration: 'underline' }}>
                Sign Up
              </Link>
            </>
          ) : (
            rootMessage
          )
        }
        submit={{
          label: 'Log In',
          busyLabel: 'Logging in…',
          busy: isSubmitting,
          disabled: signedIn,
        }}
        google={{ label: 'Log In With Google', delayMs: 2000 }}
        switchLink={<AuthSwitchLink to="/signup">Need an account?</AuthSwitchLink>}
      >
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      </AuthForm>
      {demo && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          To see the operator's side of the demo, log in as {DEMO_OPERATOR.email} with the password{' '}
          {DEMO_OPERATOR.password}.
        </Text>
      )}
    </>
  )
}
