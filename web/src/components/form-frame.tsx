// The frame of a form that saves something (a listing, a Room wanted ad, the
// older client's posts): the save's error above the fields, Cancel and the
// submit button below them, right-aligned; and the form itself, checked by its
// schema, whose failed save shows as that error.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from '@/lib/zod';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last save's error, if it failed. */
  submitError?: string | null;
  submitLabel: string;
  submitting: boolean;
  /** Where Cancel goes (none: no Cancel). */
  cancelTo?: string;
  /** Why the form can't be sent yet (an upload under way), shown beside the disabled submit. */
  waitFor?: string | null;
  children: ReactNode;
};

/** `waitFor` while a photo uploads (the ad forms' photo areas). */
export const WAIT_FOR_UPLOADS = 'Wait for your photos to finish uploading.';

/** What the page gives a framed form. */
export type FramePageProps = Pick<Props, 'submitError' | 'submitLabel' | 'cancelTo'>;

/**
 * A form checked by `schema` whose valid values go to `save`, and its frame's
 * submit and spinner (`frame`). A failed save is the page's to show, as `submitError`.
 */
export function useFramedForm<V extends FieldValues>(
  schema: z.core.$ZodType<V, V>,
  defaultValues: DefaultValues<V>,
  save: (values: V) => Promise<unknown>,
) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    await save(values).catch(() => {});
  });
  return { ...form, errors, frame: { onSubmit, submitting: isSubmitting } };
}

export function FormFrame({
  onSubmit,
  submitError,
  submitLabel,
  submitting,
  cancelTo,
  waitFor,
  children,
}: Props) {
  const waitId = useId();
  return (
    <Box
      component="form"
      noValidate
      // Enter in a field would send it too: held as the button is.
      onSubmit={(event: FormEvent<HTMLFormElement>) =>
        waitFor ? event.preventDefault() : onSubmit(event)
      }
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {submitError && (
        <Alert severity="error" role="alert">
          {submitError}
        </Alert>
      )}
      {children}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          justifyContent: 'flex-end',
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {waitFor && (
          <Typography id={waitId} role="status" variant="body2" color="text.secondary">
            {waitFor}
          </Typography>
        )}
        {cancelTo && (
          <Button component={RouterLink} to={cancelTo} size="large">
            Cancel
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={submitting}
          disabled={Boolean(waitFor)}
          aria-describedby={waitFor ? waitId : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
