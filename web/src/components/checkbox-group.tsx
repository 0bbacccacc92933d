// Any of a few choices, as a row of checkboxes with its legend and error, in a
// react-hook-form form whose field holds the chosen values: a listing's
// lifestyle preferences, a Room wanted ad's room types. Its first box takes
// focus when the group fails validation.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  values: readonly string[];
  /** Each value's words; the value itself where left out. */
  labels?: Readonly<Record<string, string>>;
  required?: boolean;
  /** Each box's width from small screens up, so the rows line up. */
  minWidth: number;
};

export function CheckboxGroup<T extends FieldValues>({
  control,
  name,
  legend,
  values,
  labels,
  required,
  minWidth,
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = field.value;
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required={required}>
            <FormLabel component="legend">{legend}</FormLabel>
            <FormGroup row>
              {values.map((value, index) => (
                <FormControlLabel
                  key={value}
                  label={labels?.[value] ?? value}
                  sx={{ minWidth: { sm: minWidth } }}
                  control={
                    <Checkbox
                      name={field.name}
                      value={value}
                      checked={chosen.includes(value)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen, value]
                            : chosen.filter((other) => other !== value),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
