import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** react-hook-form's `register` adapted to MUI's TextField (ref on the input, error text). */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
  };
}
