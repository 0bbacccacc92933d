import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

/** react-hook-form's `register` adapted to MUI text fields (ref on the input, error text). */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
) {
  const message = errors[name]?.message;
  return registeredField(register, name, typeof message === 'string' ? message : undefined);
}

/**
 * As `fieldProps`, given the field's error message: for fields memoized on their
 * messages. react-hook-form renders its form a second time as it mounts (to
 * mark it ready), synchronously inside the task of React's commit; nothing the
 * fields show has changed then, so memoized fields skip that render.
 */
export function registeredField<T extends FieldValues>(
  register: UseFormRegister<T>,
  name: Path<T>,
  message: string | undefined,
) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
}
