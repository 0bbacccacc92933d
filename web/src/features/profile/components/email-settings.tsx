import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormToggle } from '@/components/form-toggle';
import { ALERT_CHOICE_LABELS, ALERT_EMAIL_CHOICES, EMAIL_KIND_LABELS } from '@contract/email';
import type { ProfileValues } from '../schemas';

/** Shown while "E-mail updates" is off: it is the master switch for every e-mail. */
export const EMAIL_SETTINGS_OFF_HINT = 'Turn on E-mail updates to choose which e-mails you get.';

type Props = {
  control: Control<ProfileValues>;
  /** `preferences.emailUpdates`: off, and no e-mail is sent whatever is chosen here. */
  enabled: boolean;
};

/**
 * One choice per kind of e-mail. Kept (and saved) while the master switch is
 * off, so turning it back on restores them.
 */
export function EmailSettings({ control, enabled }: Props) {
  const id = useId();
  const alertsLabel = `${id}-alerts`;
  const hint = `${id}-hint`;
  return (
    <Box
      component="fieldset"
      id="email-settings"
      aria-describedby={enabled ? undefined : hint}
      sx={{ border: 0, m: 0, p: 0, mt: 1.5, pl: { sm: 2 } }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        E-mails
      </Typography>
      {!enabled && (
        <Typography id={hint} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {EMAIL_SETTINGS_OFF_HINT}
        </Typography>
      )}
      <FormGroup>
        <KindSwitch control={control} kind="messages" enabled={enabled} />
        <Box sx={{ my: 0.5 }}>
          <Typography id={alertsLabel} color={enabled ? 'text.primary' : 'text.disabled'}>
            {EMAIL_KIND_LABELS.alerts}
          </Typography>
          <Controller
            control={control}
            name="emailPreferences.alerts"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={alertsLabel}
                name={field.name}
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
              >
                {ALERT_EMAIL_CHOICES.map((choice) => (
                  <FormControlLabel
                    key={choice}
                    value={choice}
                    label={ALERT_CHOICE_LABELS[choice]}
                    disabled={!enabled}
                    control={<Radio />}
                  />
                ))}
              </RadioGroup>
            )}
          />
        </Box>
        <KindSwitch control={control} kind="listings" enabled={enabled} />
      </FormGroup>
    </Box>
  );
}

function KindSwitch({ control, kind, enabled }: Props & { kind: 'messages' | 'listings' }) {
  return (
    <FormToggle
      control={control}
      name={`emailPreferences.${kind}`}
      label={EMAIL_KIND_LABELS[kind]}
      disabled={!enabled}
    />
  );
}
