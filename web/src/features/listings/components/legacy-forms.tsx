// The spec's older forms: the update form behind /update/:id and the
// title-only create form behind /add-roommate (both on /api/posts).
import TextField from '@mui/material/TextField';
import { FormFrame, useFramedForm } from '@/components/form-frame';
import { AmountField } from '@/components/form-fields';
import { fieldProps } from '@/lib/form-field-props';
import type { LegacyPostUpdate } from '../api/update-legacy-post';
import {
  addRoommateSchema,
  legacyUpdateSchema,
  type AddRoommateValues,
  type LegacyUpdateValues,
} from '../schemas';
import type { Listing } from '../types';
import { RoomTypeField } from './room-type-field';

const LEGACY_ROOM_TYPES: Record<string, string> = {
  'Single Room': 'Single',
  'Shared Room': 'Shared',
};

/** The form's starting values for a stored post. */
export function legacyValuesOf(post: Listing): LegacyUpdateValues {
  const rent = post.rentAmount;
  return {
    title: post.title,
    location: post.location,
    rent: rent && rent >= 1 ? String(rent) : '',
    roomType: LEGACY_ROOM_TYPES[post.roomType] ?? post.roomType,
    description: post.description,
  };
}

type LegacyUpdateProps = {
  defaultValues: LegacyUpdateValues;
  onSubmit: (input: LegacyPostUpdate) => Promise<unknown>;
  cancelTo: string;
  submitError?: string | null;
};

export function LegacyUpdateForm({
  defaultValues,
  onSubmit,
  cancelTo,
  submitError,
}: LegacyUpdateProps) {
  const { register, errors, frame } = useFramedForm(legacyUpdateSchema, defaultValues, (values) =>
    onSubmit({ ...values, rent: Number(values.rent) }),
  );

  // The older form offers Single and Shared; a post with another room type keeps
  // it as a third choice rather than being silently changed.
  const current = defaultValues.roomType;
  const roomTypes = [
    'Single',
    'Shared',
    ...(current && !['Single', 'Shared'].includes(current) ? [current] : []),
  ];

  return (
    <FormFrame {...frame} submitError={submitError} submitLabel="Update Post" cancelTo={cancelTo}>
      <TextField {...fieldProps(register, errors, 'title')} label="Title" required fullWidth />
      <TextField
        {...fieldProps(register, errors, 'location')}
        label="Location"
        required
        fullWidth
      />
      <AmountField
        {...fieldProps(register, errors, 'rent')}
        label="Rent ($ per month)"
        required
        min={1}
      />
      <RoomTypeField {...fieldProps(register, errors, 'roomType')} options={roomTypes} />
      <TextField
        {...fieldProps(register, errors, 'description')}
        label="Description"
        required
        fullWidth
        multiline
        minRows={4}
      />
    </FormFrame>
  );
}

type AddRoommateProps = {
  onSubmit: (values: AddRoommateValues) => Promise<unknown>;
  submitError?: string | null;
};

export function AddRoommateForm({ onSubmit, submitError }: AddRoommateProps) {
  const { register, errors, frame } = useFramedForm(addRoommateSchema, { title: '' }, onSubmit);

  return (
    <FormFrame {...frame} submitError={submitError} submitLabel="Create Post">
      <TextField
        {...fieldProps(register, errors, 'title')}
        label="Title"
        placeholder="e.g. Looking for a roommate near campus"
        required
        fullWidth
      />
    </FormFrame>
  );
}
