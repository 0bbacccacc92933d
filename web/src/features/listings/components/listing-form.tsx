import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormFrame } from '@/components/form-frame';
import { RadioChoice } from '@/components/radio-choice';
import { fieldProps } from '@/lib/form-field-props';
import { toListingFacts } from '../facts-schema';
import { listingSchema, type ListingFormValues } from '../schemas';
import { PhotoFields } from './photo-fields';
import { RoomFactsFields } from './room-facts-fields';
import {
  AVAILABILITIES,
  CONTACT_PREFERENCE_LABELS,
  CONTACT_PREFERENCES,
  LIFESTYLE_LABELS,
  LIFESTYLE_PREFERENCES,
  ROOM_TYPES,
  type Availability,
  type ContactPreference,
  type LifestylePreference,
  type PostInput,
  type RoomType,
} from '../types';

/** The validated form as the API's body. */
export function toPostInput(values: ListingFormValues): PostInput {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    rentAmount: Number(values.rentAmount),
    roomType: values.roomType as RoomType,
    description: values.description.trim(),
    contactInfo: values.contactInfo.trim(),
    lifestylePreferences: values.lifestylePreferences.filter((p): p is LifestylePreference =>
      (LIFESTYLE_PREFERENCES as string[]).includes(p),
    ),
    availability: values.availability as Availability,
    contactPreference: values.contactPreference as ContactPreference,
    photos: values.photos,
    facts: toListingFacts(values.facts),
  };
}

type Props = {
  defaultValues: ListingFormValues;
  submitLabel: string;
  onSubmit: (input: PostInput) => Promise<unknown>;
  /** Where Cancel goes. */
  cancelTo: string;
  /** The last save's error, if it failed. */
  submitError?: string | null;
  /** Whether a URL serves an image (tests pass their own; the default asks the network). */
  checkImageUrl?: (url: string) => Promise<boolean>;
};

/** Create and edit a listing (title, location, rent, room type, description, photos, room facts, lifestyle, contact, availability). */
export function ListingForm({
  defaultValues,
  submitLabel,
  onSubmit,
  cancelTo,
  submitError,
  checkImageUrl,
}: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ListingFormValues>({ resolver: zodResolver(listingSchema), defaultValues });

  const submit = handleSubmit(async (values) => {
    await onSubmit(toPostInput(values)).catch(() => {
      // The page shows `submitError`.
    });
  });

  return (
    <FormFrame
      onSubmit={submit}
      submitError={submitError}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      cancelTo={cancelTo}
    >
      <TextField
        {...fieldProps(register, errors, 'title')}
        label="Title"
        placeholder="e.g. Sunny room in a friendly flat"
        required
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...fieldProps(register, errors, 'location')}
          label="Location"
          placeholder="City, neighbourhood"
          autoComplete="address-level2"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(register, errors, 'rentAmount')}
          label="Rent amount ($ per month)"
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'decimal' } }}
        />
      </Box>
      <TextField
        {...fieldProps(register, errors, 'roomType')}
        select
        label="Room type"
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Select a room type</option>
        {ROOM_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </TextField>
      <TextField
        {...fieldProps(register, errors, 'description')}
        label="Description"
        placeholder="The room, the flat, the neighbourhood, who you are looking for…"
        required
        fullWidth
        multiline
        minRows={4}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field }) => (
          <PhotoFields
            photos={field.value}
            onChange={field.onChange}
            checkImageUrl={checkImageUrl}
          />
        )}
      />
      <RoomFactsFields control={control} register={register} errors={errors} />
      <FormControl component="fieldset">
        <FormLabel component="legend">Lifestyle preferences (optional)</FormLabel>
        <Controller
          control={control}
          name="lifestylePreferences"
          render={({ field }) => (
            <FormGroup row>
              {LIFESTYLE_PREFERENCES.map((key) => (
                <FormControlLabel
                  key={key}
                  label={LIFESTYLE_LABELS[key]}
                  sx={{ minWidth: { sm: 210 } }}
                  control={
                    <Checkbox
                      name={field.name}
                      value={key}
                      checked={field.value.includes(key)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, key]
                            : field.value.filter((value) => value !== key),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
      </FormControl>
      <TextField
        {...fieldProps(register, errors, 'contactInfo')}
        label="Contact information"
        placeholder="Phone number, e-mail or how to reach you"
        helperText={errors.contactInfo?.message ?? 'Shown only to people who like your listing.'}
        required
        fullWidth
      />
      <Controller
        control={control}
        name="contactPreference"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend">How people can reach you</FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="contact-preference-help"
            >
              {CONTACT_PREFERENCES.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  label={CONTACT_PREFERENCE_LABELS[value]}
                  control={<Radio />}
                />
              ))}
            </RadioGroup>
            <FormHelperText id="contact-preference-help">
              People can always message you in Roomly; with “Messages only” a like never reveals
              your contact information.
            </FormHelperText>
          </FormControl>
        )}
      />
      <RadioChoice
        control={control}
        name="availability"
        legend="Availability"
        values={AVAILABILITIES}
        required
      />
    </FormFrame>
  );
}
