// A yes/no field bound to a react-hook-form form, as a switch (a setting: the
// profile's preferences and e-mail kinds, "Couples welcome") or a checkbox (a
// statement: "We're moving in as a couple").
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  as?: 'switch' | 'checkbox';
  disabled?: boolean;
  /** The id of the text that says what the field controls. */
  describedBy?: string;
};

export function FormToggle<T extends FieldValues>({
  control,
  name,
  label,
  as = 'switch',
  disabled,
  describedBy,
}: Props<T>) {
  const Toggle = as === 'switch' ? Switch : Checkbox;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Toggle
              checked={field.value}
              onChange={(_, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              name={field.name}
              slotProps={{ input: { ref: field.ref, 'aria-describedby': describedBy } }}
            />
          }
        />
      )}
    />
  );
}
