// Post or edit a Room wanted ad: who you are and what you need (headline,
// about me, budget, up to five areas, move-in date, stay, room types, how much
// bills / furnished / a private bathroom matter, lifestyle, couple or single,
// age and occupation), and up to 4 photos they upload (the ads' photo area,
// loaded as its own chunk once the form shows). No contact field: seekers are
// written to through Roomly's messages, and the name and profile photo come
// from the profile.
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { LIFESTYLE_PREFERENCES, ROOM_TYPES } from '@contract/listing';
import {
  AREA_KM,
  OCCUPATION_LABELS,
  OCCUPATIONS,
  WANTED_AD_LIMITS as LIMITS,
  WANTED_AD_PHOTO_MESSAGES,
  SEEKER_CONTACT_NOTE,
  WANT_LABELS,
  WANTS,
} from '@contract/wanted-ad';
import { FormToggle } from '@/components/form-toggle';
import { CheckboxGroup } from '@/components/checkbox-group';
import {
  FormFrame,
  useFramedForm,
  WAIT_FOR_UPLOADS,
  type FramePageProps,
} from '@/components/form-frame';
import { AmountField, FieldPair, NativeSelectField } from '@/components/form-fields';
import { RadioChoice } from '@/components/radio-choice';
import { LifestyleToggleChips } from '@/components/lifestyle-toggle-chips';
import { fieldProps } from '@/lib/form-field-props';
import type { uploadPhoto } from '@/lib/photo-upload';
import { isLifestylePreference } from '@/lib/lifestyle';
import {
  lastMoveInDate,
  newArea,
  wantedAdSchema,
  toWantedAdBody,
  type WantedAdBody,
  type WantedAdFormValues,
} from '../schemas';

const monthsLabel = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const stays = Array.from(
  { length: LIMITS.stayMonths.max - LIMITS.stayMonths.min + 1 },
  (_, i) => LIMITS.stayMonths.min + i,
);

// The upload area and its helpers are a few KB the rest of the form doesn't
// need to show: its own chunk, fetched with the form (the route stays in budget).
const PhotoFields = lazy(() =>
  import('@/components/ads/photo-fields').then((module) => ({ default: module.PhotoFields })),
);
// So is the place search of the areas (the routes are at their size budgets).
const PlacePicker = lazy(() =>
  import('@/components/places/place-picker').then((module) => ({ default: module.PlacePicker })),
);

type Props = FramePageProps & {
  defaultValues: WantedAdFormValues;
  onSubmit: (body: WantedAdBody) => Promise<unknown>;
  /** Editing an ad that shows this age range (its exact age is never sent back). */
  ageRange?: string | null;
  /** Sends a photo to POST /photos (tests pass their own; the default is the API). */
  uploadPhoto?: typeof uploadPhoto;
};

export function WantedAdForm(props: Props) {
  const { defaultValues, onSubmit, ageRange = null, uploadPhoto, ...page } = props;
  const [uploading, setUploading] = useState(false);
  const { register, control, errors, frame, setValue } = useFramedForm(
    wantedAdSchema,
    defaultValues,
    (values) => onSubmit(toWantedAdBody(values, ageRange !== null)),
  );
  const areas = useFieldArray({ control, name: 'areas' });
  const hideAge = useWatch({ control, name: 'hideAge' });

  const areasError = errors.areas?.root?.message;
  const aboutHelp = `Up to ${LIMITS.aboutMe.toLocaleString('en-US')} characters: who you are, your days, what you're like to live with.`;

  return (
    <FormFrame {...frame} {...page} waitFor={uploading ? WAIT_FOR_UPLOADS : null}>
      <TextField
        {...fieldProps(register, errors, 'headline')}
        label="Headline"
        placeholder="e.g. Tidy nurse looking for a quiet room near the hospital"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.headline } }}
      />
      <TextField
        {...fieldProps(register, errors, 'aboutMe', aboutHelp)}
        label="About me"
        required
        fullWidth
        multiline
        minRows={4}
      />
      <Controller
        control={control}
        name="photos"
        render={({ field }) => (
          // Its empty area's height is kept while it loads.
          <Suspense fallback={<Box sx={{ minHeight: 132 }} />}>
            <PhotoFields
              photos={field.value}
              onChange={field.onChange}
              max={LIMITS.photos}
              tooMany={WANTED_AD_PHOTO_MESSAGES.tooMany}
              onBusyChange={setUploading}
              uploadPhoto={uploadPhoto}
            />
          </Suspense>
        )}
      />
      <FieldPair>
        <AmountField
          {...fieldProps(register, errors, 'budget')}
          label="Budget ($ per month, at most)"
          required
          min={1}
        />
        <TextField
          {...fieldProps(register, errors, 'moveInDate')}
          label="Move-in date"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastMoveInDate() } }}
        />
      </FieldPair>
      <FormControl component="fieldset" error={Boolean(areasError)}>
        <FormLabel component="legend" required>
          Areas (up to {LIMITS.areas.max})
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mb: 1 }}>
          A neighbourhood, city or ZIP code, and how far from it you would live: rooms within that
          distance match.
        </FormHelperText>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {areas.fields.map((area, index) => (
            <Box
              key={area.id}
              role="group"
              aria-label={`Area ${index + 1} and distance`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <Controller
                control={control}
                name={`areas.${index}.value`}
                render={({ field, fieldState }) => (
                  // The field's height while it loads, so the form doesn't move.
                  <Suspense fallback={<Box sx={{ height: 56, flex: '1 1 16rem' }} />}>
                    <PlacePicker
                      label={`Area ${index + 1}`}
                      placeholder="e.g. Williamsburg, Brooklyn"
                      defaultText={field.value}
                      maxLength={LIMITS.area}
                      locate={false}
                      fullWidth
                      inputRef={field.ref}
                      error={fieldState.error?.message}
                      // A name typed anew is found by the API; a chosen place brings its point.
                      onTextChange={(text) => {
                        field.onChange(text);
                        setValue(`areas.${index}.point`, null);
                      }}
                      onChange={(choice) => {
                        if (!choice) return;
                        field.onChange(choice.label);
                        setValue(`areas.${index}.point`, { lat: choice.lat, lng: choice.lng });
                      }}
                      sx={{ flex: '1 1 16rem' }}
                    />
                  </Suspense>
                )}
              />
              <Controller
                control={control}
                name={`areas.${index}.km`}
                render={({ field }) => (
                  <NativeSelectField
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    label="Within"
                    options={AREA_KM}
                    optionLabel={(km) => `${km} km`}
                    sx={{ width: '7.5rem' }}
                  />
                )}
              />
              {areas.fields.length > 1 && (
                <IconButton
                  aria-label={`Remove area ${index + 1}`}
                  onClick={() => areas.remove(index)}
                  sx={{ mt: 1 }}
                >
                  <Close />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
        {areas.fields.length < LIMITS.areas.max && (
          <Button
            startIcon={<Add />}
            onClick={() => areas.append(newArea())}
            sx={{ alignSelf: 'flex-start', mt: 1 }}
          >
            Add another area
          </Button>
        )}
        {areasError && <FormHelperText>{areasError}</FormHelperText>}
      </FormControl>
      <FieldPair>
        <NativeSelectField
          {...fieldProps(register, errors, 'stayMonths')}
          label="Stay"
          required
          options={stays}
          optionLabel={monthsLabel}
        />
        <NativeSelectField
          {...fieldProps(register, errors, 'occupation')}
          label="Occupation (optional)"
          none="Prefer not to say"
          options={OCCUPATIONS}
          optionLabel={(occupation) => OCCUPATION_LABELS[occupation]}
        />
      </FieldPair>
      <CheckboxGroup
        control={control}
        name="roomTypes"
        legend="Room types wanted"
        values={ROOM_TYPES}
        required
        minWidth={170}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
        What matters to you
      </Typography>
      <RadioChoice
        control={control}
        name="wantsBills"
        legend="Bills included"
        values={WANTS}
        labels={WANT_LABELS}
      />
      <RadioChoice
        control={control}
        name="wantsFurnished"
        legend="Furnished"
        values={WANTS}
        labels={WANT_LABELS}
      />
      <RadioChoice
        control={control}
        name="wantsPrivateBath"
        legend="Private bathroom"
        values={WANTS}
        labels={WANT_LABELS}
      />
      <Controller
        control={control}
        name="lifestyle"
        render={({ field }) => (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              My lifestyle
            </Typography>
            <LifestyleToggleChips
              chosen={field.value.filter(isLifestylePreference)}
              onToggle={(key) =>
                field.onChange(
                  LIFESTYLE_PREFERENCES.filter((k) =>
                    k === key ? !field.value.includes(k) : field.value.includes(k),
                  ),
                )
              }
            />
          </Box>
        )}
      />
      <FormToggle
        control={control}
        name="couple"
        label="We're moving in as a couple"
        toggle={Checkbox}
      />
      <FieldPair>
        <TextField
          {...fieldProps(
            register,
            errors,
            'age',
            ageRange
              ? `Shown as ${ageRange}. Leave empty to keep it.`
              : 'Shown only as a five-year range, e.g. 25–29.',
          )}
          label="Age (optional)"
          type="number"
          fullWidth
          disabled={hideAge}
          slotProps={{
            htmlInput: { min: LIMITS.age.min, max: LIMITS.age.max, step: 1, inputMode: 'numeric' },
          }}
        />
        {ageRange && (
          <FormToggle
            control={control}
            name="hideAge"
            label="Don't show an age range"
            toggle={Checkbox}
          />
        )}
      </FieldPair>
      <Typography variant="body2" color="text.secondary">
        Your name and profile photo come from your profile. {SEEKER_CONTACT_NOTE}
      </Typography>
    </FormFrame>
  );
}
