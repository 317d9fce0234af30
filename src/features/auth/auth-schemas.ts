import { z } from '@/domain/zod'

export const MIN_PASSWORD_LENGTH = 6

/** Sign-up validation, with the exact messages of docs/product.md#validation. */
export const signUpSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Keep the name under 100 characters'),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required')
      .pipe(z.email('Enter a valid email address')),
    password: z
      .string()
      .min(1, 'Password is required')
      .min(MIN_PASSWORD_LENGTH, 'Passwords should have atleast 6 characters'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type SignUpValues = z.infer<typeof signUpSchema>

export const logInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
})
export type LogInValues = z.infer<typeof logInSchema>
