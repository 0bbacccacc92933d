import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centred spinner for a page whose content isn't ready yet. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
