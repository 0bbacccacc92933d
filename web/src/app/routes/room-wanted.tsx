// /room-wanted (public, like browse): people looking for a room, with filters
// and sorts kept in the URL, so a search is a link.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useMyWantedAd } from '@/features/wanted-ads/api/my-wanted-ad';
import { WantedAdList } from '@/features/wanted-ads/components/wanted-ad-list';
import { WantedAdFilters } from '@/features/wanted-ads/components/wanted-ad-filters';
import {
  EMPTY_WANTED_AD_DRAFT,
  hasWantedAdFilters,
  readWantedAdDraft,
  toWantedAdFilters,
  writeWantedAdDraft,
  type WantedAdDraft,
} from '@/features/wanted-ads/utils/filters';

export default function RoomWantedRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const draft = useMemo(() => readWantedAdDraft(searchParams), [searchParams]);
  const filters = useMemo(() => toWantedAdFilters(draft), [draft]);
  // Replace, not push: typing a search shouldn't fill the history with every keystroke.
  const commit = useCallback(
    (next: WantedAdDraft) =>
      setSearchParams((prev) => writeWantedAdDraft(next, prev), { replace: true }),
    [setSearchParams],
  );

  return (
    <MemberFrame>
      <title>Room wanted · Roomly</title>
      <WantedAdFilters value={draft} onCommit={commit} />
      <Container disableGutters sx={{ mt: 4 }}>
        <WantedAdList
          filters={filters}
          filtered={hasWantedAdFilters(filters)}
          onClearFilters={() => commit(EMPTY_WANTED_AD_DRAFT)}
        />
      </Container>
    </MemberFrame>
  );
}

/**
 * The frame as this visitor or member sees it. Its own component: when the
 * session or the member's ad is known, only the heading and its link render again,
 * not the filters and the list passed in as `children` (the same elements).
 */
function MemberFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  // A member who has an ad goes to it; anyone else to the form (a visitor logs in first).
  const mine = useMyWantedAd(user?.uid ?? null);
  return <RoomWantedFrame hasAd={Boolean(mine.data)}>{children}</RoomWantedFrame>;
}

type FrameProps = {
  /** Whether the member has an ad: the link goes to it rather than to the form. */
  hasAd?: boolean;
  children?: ReactNode;
};

/**
 * The page's heading and lead (its largest paint) beside the link to the
 * member's own ad, then `children`. The build renders it without children for
 * index.html's first paint (app/first-paint.tsx), as for a visitor.
 */
export function RoomWantedFrame({ hasAd = false, children }: FrameProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          mb: 3,
        }}
      >
        <div>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Room wanted
          </Typography>
          <Typography color="text.secondary">
            People looking for a room: find someone who fits yours, and message them.
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to={paths.myRoomWanted}
          variant="outlined"
          startIcon={hasAd ? undefined : <Add />}
        >
          {hasAd ? 'Your Room wanted ad' : 'Post a Room wanted ad'}
        </Button>
      </Box>
      {children}
    </Container>
  );
}
