import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useAuth } from '@/lib/services'
import { PasswordField, TextField, fieldsOf } from '@/components/ui/form-field'
import { toast } from '@/components/ui/toaster-host'
import { signUpErrorMessage } from './auth-messages'
import { AuthSwitchLink } from './auth-layout'
import { AuthForm } from './auth-form'
import { signUpSchema, type SignUpValues } from './auth-schemas'

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' }

/** /signup: Name, Email, Password, Confirm Password; 'Sign Up' and 'Sign In With Google'. */
export function SignUpForm() {
  const { auth } = useAuth()
  const navigate = useNavigate()
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY })
  const { handleSubmit, reset, setError } = form
  const { errors, isSubmitting } = form.formState
  const field = fieldsOf(form)

  const onSubmit = handleSubmit(async (values) => {
    try {
      await auth.signUp(values.name, values.email, values.password)
    } catch (error) {
      // Keep everything typed; say what went wrong.
      setError('root', { message: signUpErrorMessage(error) })
      return
    }
    toast.success({
      title: 'Account created successfully. Log In',
      // A real provider e-mails a link: Seedling trusts the address once it has been opened.
      ...(auth.adapter.kind === 'firebase' && {
        description: `We sent a link to ${values.email.trim()}: open it to verify your address.`,
      }),
    })
    reset(EMPTY)
    await navigate({ to: '/login' })
  })

  return (
    <AuthForm
      label="Sign up"
      onSubmit={onSubmit}
      error={errors.root?.message}
      submit={{ label: 'Sign Up', busyLabel: 'Signing up…', busy: isSubmitting }}
      google={{ label: 'Sign In With Google', delayMs: 900 }}
      switchLink={
        <>
          Already have an account? <AuthSwitchLink to="/login">Log In</AuthSwitchLink>
        </>
      }
    >
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </AuthForm>
  )
}
