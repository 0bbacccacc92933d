// The banner over an ad that isn't active ("This room has been let", "This ad
// is paused", …): a warning while it is under review, where its owner also
// reads what happens next; else information.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

type Props = {
  text: string;
  underReview: boolean;
  /** For the owner of an ad under review. */
  ownerNote?: string;
};

export function StatusBanner({ text, underReview, ownerNote }: Props) {
  return (
    <Alert severity={underReview ? 'warning' : 'info'} role="status" sx={{ mb: 2 }}>
      {text}
      {ownerNote && (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          {ownerNote}
        </Box>
      )}
    </Alert>
  );
}
