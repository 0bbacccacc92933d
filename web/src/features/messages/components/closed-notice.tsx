import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CLOSED_REASONS, type ConversationClosure } from '../types';

/**
 * What a closed thread shows in place of the composer: why nothing more can be
 * sent. A listing moderators removed may have been a scam, so the other side
 * gets the safety tips too.
 */
export function ClosedNotice({ closure }: { closure: ConversationClosure }) {
  return (
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Alert severity="info" role="status" aria-label="Conversation closed">
        {CLOSED_REASONS[closure]}
        {closure === 'listing-removed' && (
          <>
            {' '}
            <Link component={RouterLink} to={paths.safety} color="inherit" sx={{ fontWeight: 700 }}>
              Safety tips
            </Link>
          </>
        )}
      </Alert>
    </Box>
  );
}
