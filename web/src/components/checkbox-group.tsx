// Any of a few choices, as a row of checkboxes with its legend and error, in a
// react-hook-form form whose field holds the chosen values: a listing's
// lifestyle preferences, a Room wanted ad's room types. Its first box takes
// focus when the group fails validation.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { FieldValues } from 'react-hook-form';
import { ChoiceFieldset, type ChoiceProps } from './radio-choice';

type Props<T extends FieldValues> = ChoiceProps<T> & {
  /** Each box's width from small screens up, so the rows line up. */
  minWidth: number;
};

export function CheckboxGroup<T extends FieldValues>({
  values,
  labels,
  minWidth,
  ...group
}: Props<T>) {
  return (
    <ChoiceFieldset
      {...group}
      render={(field) => {
        const chosen: string[] = field.value;
        const toggle = (value: string, checked: boolean) =>
          field.onChange(checked ? [...chosen, value] : chosen.filter((other) => other !== value));
        return (
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
                    onChange={(event) => toggle(value, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        );
      }}
    />
  );
}
