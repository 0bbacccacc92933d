// One choice among a few, as a row (or a column) of radios with its legend,
// help and error, in a react-hook-form form: a listing's availability, contact
// preference and facts (bills, furnishing, bathroom), a Room wanted ad's wants.
// Its first radio takes focus when the group fails validation. The fieldset
// around it serves the checkbox group too.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export type ChoiceProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  values: readonly string[];
  /** Each value's words; the value itself where left out. */
  labels?: Readonly<Record<string, string>>;
  required?: boolean;
  /** Said under the choices, and read with them. */
  help?: string;
};

/** A group of choices bound to a field: its legend, the choices `render` makes (`describedBy`: the help's id), its help and error. */
export function ChoiceFieldset<T extends FieldValues>({
  control,
  name,
  legend,
  required,
  help,
  render,
}: Omit<ChoiceProps<T>, 'values' | 'labels'> & {
  render: (field: ControllerRenderProps<T>, describedBy?: string) => ReactNode;
}) {
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required={required}>
          <FormLabel component="legend">{legend}</FormLabel>
          {render(field, help && helpId)}
          {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

export function RadioChoice<T extends FieldValues>({
  values,
  labels,
  column,
  ...group
}: ChoiceProps<T> & { column?: boolean }) {
  return (
    <ChoiceFieldset
      {...group}
      render={(field, describedBy) => (
        <RadioGroup
          row={!column}
          aria-describedby={describedBy}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          {values.map((value, index) => (
            <FormControlLabel
              key={value}
              value={value}
              label={labels?.[value] ?? value}
              control={
                <Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
              }
            />
          ))}
        </RadioGroup>
      )}
    />
  );
}
