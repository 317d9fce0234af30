import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useAuth } from '@/lib/services'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { toaster } from '@/components/ui/toaster'
import { signUpErrorMessage } from './auth-messages'
import { AuthSwitchLink } from './auth-layout'
import { GoogleSignIn } from './google-sign-in'
import { signUpSchema, type SignUpValues } from './auth-schemas'

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' }

/** /signup: Name, Email, Password, Confirm Password; 'Sign Up' and 'Sign In With Google'. */
export function SignUpForm() {
  const { auth } = useAuth()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await auth.signUp(values.name, values.email, values.password)
    } catch (error) {
      // Keep everything typed; say what went wrong.
      setError('root', { message: signUpErrorMessage(error) })
      return
    }
    toaster.success({ title: 'Account created successfully. Log In' })
    reset(EMPTY)
    await navigate({ to: '/login' })
  })

  return (
    <Stack gap="5">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate aria-label="Sign up">
          {errors.root && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{errors.root.message}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={isSubmitting}
            loading={isSubmitting}
            loadingText="Signing up…"
          >
            Sign Up
          </Button>
        </form>
      </Stack>
      <GoogleSignIn label="Sign In With Google" delayMs={900} />
      <Text textAlign="center" fontSize="sm">
        Already have an account? <AuthSwitchLink to="/login">Log In</AuthSwitchLink>
      </Text>
    </Stack>
  )
}
