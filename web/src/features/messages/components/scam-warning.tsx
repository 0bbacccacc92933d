import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SCAM_WARNING } from '../types';

/** Shown to the receiver of a message that looks like a scam. */
export function ScamWarning() {
  return (
    <Alert severity="warning" sx={{ mt: 0.5 }}>
      {SCAM_WARNING}{' '}
      <Link component={RouterLink} to={paths.safety} color="inherit" sx={{ fontWeight: 700 }}>
        Safety tips
      </Link>
    </Alert>
  );
}
