import Skeleton from '@mui/material/Skeleton';

/** The form's shape while what it edits loads. */
export function AdFormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 2.5 }} />
      ))}
    </div>
  );
}
