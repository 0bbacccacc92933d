// The rules for a new password, with the product's wording, as plain checks:
// the registration form lists them live as the member types (no zod on the
// page's first load), and the form's schema (schemas.ts) refuses with them.

export type PasswordRule = { message: string; test: (password: string) => boolean };

export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
];

export const PASSWORD_REQUIRED = 'Password is required';
