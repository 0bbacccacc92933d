// The Viewings page's list: the member's viewings across all conversations,
// upcoming (waiting for an answer or booked, soonest first) or past (newest
// first), page by page. Each links to its thread, where the actions are.
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  VIEWING_MODE_LABELS,
  VIEWING_STATUS_LABELS,
  type Viewing,
  type ViewingList as When,
} from '@contract/viewings';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useViewings } from '../api/viewings';
import { formatSlot } from '../utils/format';

export const NO_VIEWINGS: Record<When, string> = {
  upcoming: 'No upcoming viewings. Propose one from a conversation about a listing.',
  past: 'No past viewings yet.',
};

export function ViewingList({ when, uid }: { when: When; uid: string }) {
  const pages = useViewings(when, uid);
  const viewings = pages.data?.pages.flatMap((page) => page.viewings) ?? [];

  if (pages.isPending) {
    return (
      <Stack role="status" aria-label="Loading your viewings" spacing={1.5}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  if (pages.isError && viewings.length === 0) {
    return <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (viewings.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, borderRadius: 3, textAlign: 'center' }}>
        <Typography>{NO_VIEWINGS[when]}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {viewings.map((viewing) => (
          <li key={viewing.id}>
            <ViewingItem viewing={viewing} />
          </li>
        ))}
      </Stack>
      <LoadMoreButton pages={pages} />
    </>
  );
}

function ViewingItem({ viewing }: { viewing: Viewing }) {
  const slot =
    viewing.confirmedSlot === null ? viewing.slots[0] : viewing.slots[viewing.confirmedSlot];
  const more = viewing.confirmedSlot === null ? viewing.slots.length - 1 : 0;
  return (
    <Paper
      component={RouterLink}
      to={paths.conversation(viewing.conversationId)}
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: 2,
        color: 'inherit',
        textDecoration: 'none',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
            {viewing.postTitle}
          </Typography>
          <Chip label={VIEWING_STATUS_LABELS[viewing.status]} size="small" />
        </Box>
        {slot && (
          <Typography variant="body2">
            {formatSlot(slot, viewing.timeZone)}
            {more > 0 && ` (and ${more} more ${more === 1 ? 'time' : 'times'})`}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          With {viewing.otherName} · {VIEWING_MODE_LABELS[viewing.mode]}
          {viewing.mode === 'in-person' && viewing.area && ` · ${viewing.area}`}
        </Typography>
      </Box>
      <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
    </Paper>
  );
}
