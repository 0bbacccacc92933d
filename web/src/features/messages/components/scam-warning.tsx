import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { NEVER_PAY_WARNING } from '@contract/viewings';
import { paths } from '@/config/paths';
import { SCAM_WARNING } from '../types';

function Warning({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="warning" sx={sx}>
      {text}{' '}
      <Link component={RouterLink} to={paths.safety} color="inherit" sx={{ fontWeight: 700 }}>
        Safety tips
      </Link>
    </Alert>
  );
}

/** Shown to the receiver of a message that looks like a scam. */
export function ScamWarning() {
  return <Warning text={SCAM_WARNING} sx={{ mt: 0.5 }} />;
}

/**
 * Above the whole thread, for the seeker, once the poster has asked for money
 * or refused a viewing: the warning stays in sight whatever else is said.
 */
export function NeverPayWarning() {
  return <Warning text={NEVER_PAY_WARNING} sx={{ mx: 1.5, mt: 1.5 }} />;
}
