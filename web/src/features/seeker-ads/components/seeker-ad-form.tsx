// Post or edit a Room wanted ad: who you are and what you need (headline,
// about me, budget, up to five areas, move-in date, stay, room types, how much
// bills / furnished / a private bathroom matter, lifestyle, couple or single,
// age and occupation). No contact field: seekers are written to through
// Roomly's messages, and the name and photo come from the profile.
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { LIFESTYLE_PREFERENCES, ROOM_TYPES } from '@contract/listing';
import {
  OCCUPATION_LABELS,
  OCCUPATIONS,
  SEEKER_AD_LIMITS as LIMITS,
  SEEKER_CONTACT_NOTE,
  WANT_LABELS,
  WANTS,
} from '@contract/seeker-ad';
import { FormToggle } from '@/components/form-toggle';
import { FormFrame } from '@/components/form-frame';
import { RadioChoice } from '@/components/radio-choice';
import { LifestyleToggleChips } from '@/components/lifestyle-toggle-chips';
import { fieldProps } from '@/lib/form-field-props';
import { isLifestylePreference } from '@/lib/lifestyle';
import {
  lastMoveInDate,
  seekerAdSchema,
  toSeekerAdBody,
  type SeekerAdBody,
  type SeekerAdFormValues,
} from '../schemas';

const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const monthsLabel = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const stays = Array.from(
  { length: LIMITS.stayMonths.max - LIMITS.stayMonths.min + 1 },
  (_, i) => LIMITS.stayMonths.min + i,
);

/** How much one fact matters: Must have / Nice to have / Don't mind. */
type Props = {
  defaultValues: SeekerAdFormValues;
  submitLabel: string;
  onSubmit: (body: SeekerAdBody) => Promise<unknown>;
  /** Where Cancel goes (none: no Cancel). */
  cancelTo?: string;
  /** The last save's error, if it failed. */
  submitError?: string | null;
  /** Editing an ad that shows this age range (its exact age is never sent back). */
  ageRange?: string | null;
};

export function SeekerAdForm({
  defaultValues,
  submitLabel,
  onSubmit,
  cancelTo,
  submitError,
  ageRange = null,
}: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SeekerAdFormValues>({ resolver: zodResolver(seekerAdSchema), defaultValues });
  const areas = useFieldArray({ control, name: 'areas' });
  const hideAge = useWatch({ control, name: 'hideAge' });

  const submit = handleSubmit(async (values) => {
    await onSubmit(toSeekerAdBody(values, ageRange !== null)).catch(() => {
      // The page shows `submitError`.
    });
  });

  const areasError = errors.areas?.root?.message;
  const areaProps = (index: number) => {
    const { ref, ...rest } = register(`areas.${index}.value`);
    const message = errors.areas?.[index]?.value?.message;
    return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
  };
  const aboutHelp = `Up to ${LIMITS.aboutMe.toLocaleString('en-US')} characters: who you are, your days, what you're like to live with.`;

  return (
    <FormFrame
      onSubmit={submit}
      submitError={submitError}
      submitLabel={submitLabel}
      submitting={isSubmitting}
      cancelTo={cancelTo}
    >
      <TextField
        {...fieldProps(register, errors, 'headline')}
        label="Headline"
        placeholder="e.g. Tidy nurse looking for a quiet room near the hospital"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.headline } }}
      />
      <TextField
        {...fieldProps(register, errors, 'aboutMe')}
        label="About me"
        helperText={errors.aboutMe?.message ?? aboutHelp}
        required
        fullWidth
        multiline
        minRows={4}
      />
      <Box sx={twoColumns}>
        <TextField
          {...fieldProps(register, errors, 'budget')}
          label="Budget ($ per month, at most)"
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'decimal' } }}
        />
        <TextField
          {...fieldProps(register, errors, 'moveInDate')}
          label="Move-in date"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastMoveInDate() } }}
        />
      </Box>
      <FormControl component="fieldset" error={Boolean(areasError)}>
        <FormLabel component="legend" required>
          Areas (up to {LIMITS.areas.max})
        </FormLabel>
        <FormHelperText sx={{ mx: 0, mb: 1 }}>
          Cities or neighbourhoods, each matched like a search on Browse Listings.
        </FormHelperText>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {areas.fields.map((area, index) => (
            <Box key={area.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                {...areaProps(index)}
                label={`Area ${index + 1}`}
                placeholder="e.g. Brooklyn, NY"
                autoComplete="off"
                fullWidth
                slotProps={{ htmlInput: { maxLength: LIMITS.area } }}
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
            onClick={() => areas.append({ value: '' })}
            sx={{ alignSelf: 'flex-start', mt: 1 }}
          >
            Add another area
          </Button>
        )}
        {areasError && <FormHelperText>{areasError}</FormHelperText>}
      </FormControl>
      <Box sx={twoColumns}>
        <TextField
          {...fieldProps(register, errors, 'stayMonths')}
          select
          label="Stay"
          required
          fullWidth
          slotProps={nativeSelect}
        >
          {stays.map((months) => (
            <option key={months} value={String(months)}>
              {monthsLabel(months)}
            </option>
          ))}
        </TextField>
        <TextField
          {...fieldProps(register, errors, 'occupation')}
          select
          label="Occupation (optional)"
          fullWidth
          slotProps={nativeSelect}
        >
          <option value="">Prefer not to say</option>
          {OCCUPATIONS.map((occupation) => (
            <option key={occupation} value={occupation}>
              {OCCUPATION_LABELS[occupation]}
            </option>
          ))}
        </TextField>
      </Box>
      <Controller
        control={control}
        name="roomTypes"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
            <FormLabel component="legend">Room types wanted</FormLabel>
            <FormGroup row>
              {ROOM_TYPES.map((type, index) => (
                <FormControlLabel
                  key={type}
                  label={type}
                  sx={{ minWidth: { sm: 170 } }}
                  control={
                    <Checkbox
                      name={field.name}
                      value={type}
                      checked={field.value.includes(type)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, type]
                            : field.value.filter((value) => value !== type),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
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
      <Box sx={twoColumns}>
        <TextField
          {...fieldProps(register, errors, 'age')}
          label="Age (optional)"
          type="number"
          fullWidth
          disabled={hideAge}
          helperText={
            errors.age?.message ??
            (ageRange
              ? `Shown as ${ageRange}. Leave empty to keep it.`
              : 'Shown only as a five-year range, e.g. 25–29.')
          }
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
      </Box>
      <Typography variant="body2" color="text.secondary">
        Your name and photo come from your profile. {SEEKER_CONTACT_NOTE}
      </Typography>
    </FormFrame>
  );
}
