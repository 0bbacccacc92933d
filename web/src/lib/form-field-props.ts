import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';

/**
 * react-hook-form's `register` adapted to MUI text fields (ref on the input,
 * the error, else `help`, below it). `name` may be nested ('facts.deposit',
 * 'areas.0.value').
 */
export function fieldProps<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: Path<T>,
  help?: string,
) {
  const error: { message?: unknown } | undefined = get(errors, name);
  const message = error?.message;
  return registeredField(register, name, typeof message === 'string' ? message : undefined, help);
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
  help?: string,
) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message ?? help };
}
