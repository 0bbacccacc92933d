// A yes/no field bound to a react-hook-form form, as a switch (a setting: the
// profile's preferences and e-mail kinds, "Couples welcome") or, given MUI's
// Checkbox, a checkbox (a statement: "We're moving in as a couple"). Only the
// form that wants a checkbox loads it.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ComponentType } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type ToggleProps = {
  checked: boolean;
  onChange: (event: unknown, checked: boolean) => void;
  onBlur: () => void;
  name: string;
  slotProps: { input: Record<string, unknown> };
};

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The control: MUI's Switch unless given another with its props (Checkbox). */
  toggle?: ComponentType<ToggleProps>;
  disabled?: boolean;
  /** The id of the text that says what the field controls. */
  describedBy?: string;
};

export function FormToggle<T extends FieldValues>({
  control,
  name,
  label,
  toggle: Toggle = Switch,
  disabled,
  describedBy,
}: Props<T>) {
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
