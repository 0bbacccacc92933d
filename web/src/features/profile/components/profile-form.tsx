import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { fieldProps } from '@/lib/form-field-props';
import { isImageUrl } from '@/lib/image-url';
import { BIO_MAX, INVALID_IMAGE_URL, profileSchema, type ProfileValues } from '../schemas';
import {
  EMAIL_UPDATES_HELP,
  EMAIL_UPDATES_LABEL,
  NOTIFICATIONS_HELP,
  NOTIFICATIONS_LABEL,
} from '../preference-texts';
import { EmailSettings } from './email-settings';
import { FormToggle } from '@/components/form-toggle';
import { LifestyleChips } from './lifestyle-chips';

type Props = {
  defaultValues: ProfileValues;
  onSave: (values: ProfileValues) => Promise<unknown>;
  onCancel: () => void;
  /** Error text from the last save, if it failed. */
  saveError?: string | null;
  /** Tests pass a checker that doesn't touch the network. */
  checkImageUrl?: (url: string) => Promise<boolean>;
};

export function ProfileForm({
  defaultValues,
  onSave,
  onCancel,
  saveError,
  checkImageUrl = isImageUrl,
}: Props) {
  const [checkingPhoto, setCheckingPhoto] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues });
  const bioLength = watch('bio')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    if (values.photoURL && values.photoURL !== defaultValues.photoURL) {
      setCheckingPhoto(true);
      const ok = await checkImageUrl(values.photoURL).finally(() => setCheckingPhoto(false));
      if (!ok) {
        setError('photoURL', { message: INVALID_IMAGE_URL });
        setFocus('photoURL');
        return;
      }
    }
    await onSave(values).catch(() => {
      // The page shows `saveError`.
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Edit profile">
      <Stack spacing={2.5}>
        {saveError && (
          <Alert severity="error" role="alert">
            {saveError}
          </Alert>
        )}
        <TextField
          {...fieldProps(register, errors, 'displayName')}
          label="Display name"
          autoComplete="name"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(register, errors, 'phoneNumber')}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          fullWidth
        />
        <TextField
          {...fieldProps(register, errors, 'bio')}
          helperText={errors.bio?.message ?? `${bioLength}/${BIO_MAX} characters`}
          label="Bio"
          multiline
          minRows={3}
          fullWidth
        />
        <TextField
          {...fieldProps(register, errors, 'photoURL')}
          helperText={errors.photoURL?.message ?? 'A link to an image; leave empty for no photo.'}
          label="Photo URL"
          type="url"
          fullWidth
        />
        <Controller
          control={control}
          name="lifestyle"
          render={({ field }) => <LifestyleChips value={field.value} onChange={field.onChange} />}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Preferences
          </Typography>
          <FormGroup>
            <PreferenceSwitch
              control={control}
              name="preferences.notifications"
              label={NOTIFICATIONS_LABEL}
              help={NOTIFICATIONS_HELP}
            />
            <PreferenceSwitch
              control={control}
              name="preferences.emailUpdates"
              label={EMAIL_UPDATES_LABEL}
              help={EMAIL_UPDATES_HELP}
            />
          </FormGroup>
          <EmailSettings control={control} enabled={watch('preferences.emailUpdates')} />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting || checkingPhoto}>
            Save Changes
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** One of the spec's two preferences, with what it controls as its description. */
function PreferenceSwitch({
  control,
  name,
  label,
  help,
}: {
  control: Control<ProfileValues>;
  name: 'preferences.notifications' | 'preferences.emailUpdates';
  label: string;
  help: string;
}) {
  const helpId = useId();
  return (
    <Box sx={{ mb: 1 }}>
      <FormToggle control={control} name={name} label={label} describedBy={helpId} />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 0 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}
