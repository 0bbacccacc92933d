import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The e-mail field of the sign-in, registration and password-reset forms. */
export function EmailField(props: TextFieldProps) {
  return (
    <TextField label="Email" type="email" autoComplete="email" required fullWidth {...props} />
  );
}
