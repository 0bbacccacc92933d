import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { Point } from '@contract/near';
import type { uploadPhoto } from '@/lib/photo-upload';
import { Controller } from 'react-hook-form';
import { CheckboxGroup } from '@/components/checkbox-group';
import {
  FormFrame,
  useFramedForm,
  WAIT_FOR_UPLOADS,
  type FramePageProps,
} from '@/components/form-frame';
import { AmountField, FieldPair } from '@/components/form-fields';
import { RadioChoice } from '@/components/radio-choice';
import { fieldProps } from '@/lib/form-field-props';
import { toListingFacts } from '../facts-schema';
import { listingSchema, type ListingFormValues } from '../schemas';
import { PhotoFields } from './photo-fields';
import { RoomFactsFields } from './room-facts-fields';
import { RoomTypeField } from './room-type-field';
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
  type ListingInput,
  type RoomType,
} from '../types';

/** The validated form as the API's body. */
export function toListingInput(values: ListingFormValues): ListingInput {
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
    ...(values.place ? { point: { lat: values.place.lat, lng: values.place.lng } } : {}),
  };
}

export { WAIT_FOR_UPLOADS };

// Loaded beside the form's first paint: the form's route is at its size budget.
const PlacePicker = lazy(() =>
  import('@/components/places/place-picker').then((module) => ({ default: module.PlacePicker })),
);

// Leaflet and the pin's map load only when the poster opens it.
const PointMap = lazy(() => import('@/components/map/point-map'));

export const PLACE_HELP =
  'Optional: the neighbourhood, city or ZIP code people see it near and measure distances from; only that area shows, never your address. Left empty, it is the place your location names, or the one you chose before.';
export const MOVE_PIN = 'Move the pin';
export const HIDE_PIN_MAP = 'Hide the map';
/** The place field's text once the pin has been moved by hand. */
export const PIN_PLACE_LABEL = 'Pin on the map';

type Props = FramePageProps & {
  defaultValues: ListingFormValues;
  onSubmit: (input: ListingInput) => Promise<unknown>;
  /** Whether a URL serves an image (tests pass their own; the default asks the network). */
  checkImageUrl?: (url: string) => Promise<boolean>;
  /** Sends a photo to POST /photos (tests pass their own; the default is the API). */
  uploadPhoto?: typeof uploadPhoto;
  /** Where the listing is now (an edit): where the pin starts before a place is chosen. */
  currentPoint?: Point | null;
};

/** Create and edit a listing (title, location, rent, room type, description, photos, room facts, lifestyle, contact, availability). */
export function ListingForm(props: Props) {
  const { defaultValues, onSubmit, checkImageUrl, uploadPhoto, currentPoint, ...page } = props;
  const { register, control, errors, frame } = useFramedForm(
    listingSchema,
    defaultValues,
    (values) => onSubmit(toListingInput(values)),
  );
  const [uploading, setUploading] = useState(false);
  const [pinMap, setPinMap] = useState(false);

  return (
    <FormFrame {...frame} {...page} waitFor={uploading ? WAIT_FOR_UPLOADS : null}>
      <TextField
        {...fieldProps(register, errors, 'title')}
        label="Title"
        placeholder="e.g. Sunny room in a friendly flat"
        required
        fullWidth
      />
      <FieldPair>
        <TextField
          {...fieldProps(register, errors, 'location')}
          label="Location"
          placeholder="City, neighbourhood"
          autoComplete="address-level2"
          required
          fullWidth
        />
        <AmountField
          {...fieldProps(register, errors, 'rentAmount')}
          label="Rent amount ($ per month)"
          required
        />
      </FieldPair>
      <Controller
        control={control}
        name="place"
        render={({ field }) => {
          const pinAt = field.value ?? currentPoint ?? null;
          return (
            <Box>
              {/* The field's height while it loads, so the form doesn't move. */}
              <Suspense fallback={<Box sx={{ height: 56 }} />}>
                <PlacePicker
                  label="Place on the map"
                  value={field.value}
                  onChange={field.onChange}
                  fullWidth
                />
              </Suspense>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
              >
                {PLACE_HELP}
              </Typography>
              {pinAt && (
                <Button
                  size="small"
                  startIcon={<LocationOnOutlined />}
                  aria-expanded={pinMap}
                  onClick={() => setPinMap((open) => !open)}
                  sx={{ mt: 0.5 }}
                >
                  {pinMap ? HIDE_PIN_MAP : MOVE_PIN}
                </Button>
              )}
              {pinMap && pinAt && (
                <Suspense fallback={<Box sx={{ height: { xs: 220, sm: 260 } }} />}>
                  <PointMap
                    point={pinAt}
                    onMove={(point) => field.onChange({ ...point, label: PIN_PLACE_LABEL })}
                  />
                </Suspense>
              )}
            </Box>
          );
        }}
      />
      <RoomTypeField {...fieldProps(register, errors, 'roomType')} options={ROOM_TYPES} />
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
            onBusyChange={setUploading}
            checkImageUrl={checkImageUrl}
            uploadPhoto={uploadPhoto}
          />
        )}
      />
      <RoomFactsFields control={control} register={register} errors={errors} />
      <CheckboxGroup
        control={control}
        name="lifestylePreferences"
        legend="Lifestyle preferences (optional)"
        values={LIFESTYLE_PREFERENCES}
        labels={LIFESTYLE_LABELS}
        minWidth={210}
      />
      <TextField
        {...fieldProps(
          register,
          errors,
          'contactInfo',
          'Shown only to people who like your listing.',
        )}
        label="Contact information"
        placeholder="Phone number, e-mail or how to reach you"
        required
        fullWidth
      />
      <RadioChoice
        control={control}
        name="contactPreference"
        legend="How people can reach you"
        values={CONTACT_PREFERENCES}
        labels={CONTACT_PREFERENCE_LABELS}
        column
        help="People can always message you in Roomly; with “Messages only” a like never reveals your contact information."
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
