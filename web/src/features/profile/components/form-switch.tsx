// A profile switch bound to the form: the spec's preferences and the e-mail kinds.
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control } from 'react-hook-form';
import type { ProfileValues } from '../schemas';

type SwitchName =
  | 'preferences.notifications'
  | 'preferences.emailUpdates'
  | 'emailPreferences.messages'
  | 'emailPreferences.listings';

type Props = {
  control: Control<ProfileValues>;
  name: SwitchName;
  label: string;
  disabled?: boolean;
  /** The id of the text that says what the switch controls. */
  describedBy?: string;
};

export function FormSwitch({ control, name, label, disabled, describedBy }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Switch
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
