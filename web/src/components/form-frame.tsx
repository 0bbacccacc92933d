// The frame of a form that saves something (a listing, a Room wanted ad, the
// older client's posts): the save's error above the fields, Cancel and the
// submit button below them, right-aligned.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last save's error, if it failed. */
  submitError?: string | null;
  submitLabel: string;
  submitting: boolean;
  /** Where Cancel goes (none: no Cancel). */
  cancelTo?: string;
  children: ReactNode;
};

export function FormFrame({
  onSubmit,
  submitError,
  submitLabel,
  submitting,
  cancelTo,
  children,
}: Props) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      {submitError && (
        <Alert severity="error" role="alert">
          {submitError}
        </Alert>
      )}
      {children}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {cancelTo && (
          <Button component={RouterLink} to={cancelTo} size="large">
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
