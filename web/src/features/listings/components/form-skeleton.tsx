import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Roughly the form's shape while the post to edit loads. */
export function FormSkeleton({ fields = 6 }: { fields?: number }) {
  return (
    <Box role="status" aria-label="Loading listing" sx={{ display: 'grid', gap: 2.5 }}>
      {Array.from({ length: fields }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" width={160} height={42} sx={{ justifySelf: 'end' }} />
    </Box>
  );
}
