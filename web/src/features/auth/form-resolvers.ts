// The auth forms' validation, loaded on a form's first submit (lib/lazy-resolver.ts):
// zod and the rules stay out of the sign-in pages' first load.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  type ForgotPasswordValues,
  type LoginValues,
  type RegisterValues,
} from './schemas';

export const loginResolver: Resolver<LoginValues> = zodResolver(loginSchema);
export const registerResolver: Resolver<RegisterValues> = zodResolver(registerSchema);
export const forgotPasswordResolver: Resolver<ForgotPasswordValues> =
  zodResolver(forgotPasswordSchema);
