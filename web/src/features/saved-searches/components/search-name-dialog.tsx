import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '@/lib/form-field-props';
import { searchNameSchema, type SearchNameValues } from '../schemas';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The name the field starts with each time the dialog opens. */
  defaultName: string;
  pending: boolean;
  /** The API's answer when it refused (e.g. the 409 at the limit of 10). */
  error: string | null;
  onCancel: () => void;
  onSubmit: (name: string) => void;
  children?: ReactNode;
};

/** One Name field, for "Save this search" and "Rename search". */
export function SearchNameDialog({
  open,
  title,
  submitLabel,
  defaultName,
  pending,
  error,
  onCancel,
  onSubmit,
  children,
}: Props) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchNameValues>({
    resolver: zodResolver(searchNameSchema),
    defaultValues: { name: defaultName },
  });
  // A fresh suggestion each time it opens (the filters may have changed since).
  useEffect(() => {
    if (open) reset({ name: defaultName });
  }, [open, defaultName, reset]);

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(({ name }) => onSubmit(name))}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            {...fieldProps(register, errors, 'name')}
            label="Name"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
