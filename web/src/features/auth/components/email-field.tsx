import { TextInput, type TextInputProps } from '@/components/text-input';

/** The e-mail field of the sign-in, registration and password-reset forms. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput label="Email" type="email" autoComplete="email" required fullWidth {...props} />
  );
}
