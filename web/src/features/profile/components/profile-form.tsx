import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { uploadedPhotoId } from '@contract/photo-files';
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

// The upload piece (photo-upload's XHR, the file button, the owner's photo
// fetch) loads with the form, not with the profile page's chunk.
const ProfilePhotoUpload = lazy(() => import('./profile-photo-upload'));

export const WAIT_FOR_PHOTO = 'Wait for your photo to finish uploading.';

type Props = {
  defaultValues: ProfileValues;
  onSave: (values: ProfileValues) => Promise<unknown>;
  onCancel: () => void;
  /** Error text from the last save, if it failed. */
  saveError?: string | null;
  /** Tests pass a checker that doesn't touch the network. */
  checkImageUrl?: (url: string) => Promise<boolean>;
  /** Tests pass an upload that doesn't touch the network. */
  uploadPhoto?: Parameters<typeof ProfilePhotoUpload>[0]['upload'];
};

export function ProfileForm({
  defaultValues,
  onSave,
  onCancel,
  saveError,
  checkImageUrl = isImageUrl,
  uploadPhoto,
}: Props) {
  const [checkingPhoto, setCheckingPhoto] = useState(false);
  const [uploading, setUploading] = useState(false);
  const waitId = useId();
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

  const submit = handleSubmit(async (values) => {
    // An upload is the API's to check (the caller's own); a link must be an image.
    const link = values.photoURL && !uploadedPhotoId(values.photoURL);
    if (link && values.photoURL !== defaultValues.photoURL) {
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
    <Box
      component="form"
      noValidate
      // Enter in a field would send it too: held as the button is.
      onSubmit={(event: FormEvent<HTMLFormElement>) =>
        uploading ? event.preventDefault() : submit(event)
      }
      aria-label="Edit profile"
    >
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
        <Controller
          control={control}
          name="photoURL"
          render={({ field }) => (
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                Profile photo
              </Typography>
              <Suspense fallback={<Box sx={{ minHeight: 72 }} />}>
                <ProfilePhotoUpload
                  value={field.value}
                  onChange={field.onChange}
                  onBusyChange={setUploading}
                  upload={uploadPhoto}
                />
              </Suspense>
              <TextField
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                // An upload shows above, not as a link here.
                value={uploadedPhotoId(field.value) ? '' : field.value}
                onChange={(event) => field.onChange(event.target.value)}
                error={Boolean(errors.photoURL)}
                helperText={
                  errors.photoURL?.message ?? 'Or a link to an image; leave empty for no photo.'
                }
                label="Photo URL"
                type="url"
                fullWidth
              />
            </Box>
          )}
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
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            justifyContent: 'flex-end',
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          {uploading && (
            <Typography id={waitId} role="status" variant="body2" color="text.secondary">
              {WAIT_FOR_PHOTO}
            </Typography>
          )}
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting || checkingPhoto}
            disabled={uploading}
            aria-describedby={uploading ? waitId : undefined}
          >
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
