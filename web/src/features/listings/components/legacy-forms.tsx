// The spec's older forms: the update form behind /update/:id and the
// title-only create form behind /add-roommate (both on /api/posts).
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormFrame } from '@/components/form-frame';
import { fieldProps } from '@/lib/form-field-props';
import type { LegacyPostUpdate } from '../api/update-legacy-post';
import {
  addRoommateSchema,
  legacyUpdateSchema,
  type AddRoommateValues,
  type LegacyUpdateValues,
} from '../schemas';
import type { Post } from '../types';

const LEGACY_ROOM_TYPES: Record<string, string> = {
  'Single Room': 'Single',
  'Shared Room': 'Shared',
};

/** The form's starting values for a stored post. */
export function legacyValuesOf(post: Post): LegacyUpdateValues {
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LegacyUpdateValues>({ resolver: zodResolver(legacyUpdateSchema), defaultValues });

  // The older form offers Single and Shared; a post with another room type keeps
  // it as a third choice rather than being silently changed.
  const current = defaultValues.roomType;
  const roomTypes = [
    'Single',
    'Shared',
    ...(current && !['Single', 'Shared'].includes(current) ? [current] : []),
  ];

  const submit = handleSubmit(async (values) => {
    await onSubmit({ ...values, rent: Number(values.rent) }).catch(() => {
      // The page shows `submitError`.
    });
  });

  return (
    <FormFrame
      onSubmit={submit}
      submitError={submitError}
      submitLabel="Update Post"
      submitting={isSubmitting}
      cancelTo={cancelTo}
    >
      <TextField {...fieldProps(register, errors, 'title')} label="Title" required fullWidth />
      <TextField
        {...fieldProps(register, errors, 'location')}
        label="Location"
        required
        fullWidth
      />
      <TextField
        {...fieldProps(register, errors, 'rent')}
        label="Rent ($ per month)"
        type="number"
        required
        fullWidth
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'decimal' } }}
      />
      <TextField
        {...fieldProps(register, errors, 'roomType')}
        select
        label="Room type"
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Select a room type</option>
        {roomTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </TextField>
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddRoommateValues>({
    resolver: zodResolver(addRoommateSchema),
    defaultValues: { title: '' },
  });

  const submit = handleSubmit(async (values) => {
    await onSubmit(values).catch(() => {
      // The page shows `submitError`.
    });
  });

  return (
    <FormFrame
      onSubmit={submit}
      submitError={submitError}
      submitLabel="Create Post"
      submitting={isSubmitting}
    >
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
