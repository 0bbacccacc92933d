// Form rules for the auth pages; the messages are the product's wording.
import { z } from '@/lib/zod';
import { isHttpUrl } from '@/lib/image-url';
import { INVALID_IMAGE_URL } from './messages';
import { PASSWORD_REQUIRED, PASSWORD_RULES } from './password-rules';

const requiredEmail = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  z.email('Please enter a valid email address'),
);

export const loginSchema = z.object({
  email: requiredEmail,
  password: z.string().check(z.minLength(1, 'Password is required')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, PASSWORD_REQUIRED),
    ...PASSWORD_RULES.map((rule) => z.refine<string>(rule.test, rule.message)),
  );

export const registerSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  // Optional; whether it really is an image is checked on submit (network).
  photoURL: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isHttpUrl(value), INVALID_IMAGE_URL),
  ),
  email: requiredEmail,
  password: passwordSchema,
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
