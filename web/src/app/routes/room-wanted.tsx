// /room-wanted (public, like browse): people looking for a room, with filters,
// a near search and sorts kept in the URL, so a search is a link, and a map.
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MAP_AREA, type SearchArea } from '@/components/map/map-item';
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
import { RoomWantedMap } from './room-wanted-map';

// The place search is a chunk of its own here, fetched with the page: the
// page's first download is at its size budget (browse, with more room, has it
// in its own).
const NearFilter = lazy(() =>
  import('@/components/places/near-filter').then((module) => ({
    default: module.NearFilter<WantedAdDraft>,
  })),
);
/** The near filter's height while it loads (its two fields, side by side from `sm`), so nothing moves. */
const nearFilterSx = { mt: 2, height: { xs: 128, sm: 56 } } as const;

export default function RoomWantedRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const draft = useMemo(() => readWantedAdDraft(searchParams), [searchParams]);
  const filters = useMemo(() => toWantedAdFilters(draft), [draft]);
  // Replace, not push: typing a search shouldn't fill the history with every keystroke.
  // A typed area replaces a chosen place (the API takes one or the other).
  const commit = useCallback(
    (next: WantedAdDraft) =>
      setSearchParams(
        (prev) => {
          const typed = next.area.trim() && next.area !== (prev.get('area') ?? '');
          return writeWantedAdDraft(typed ? { ...next, near: '', place: '', km: '' } : next, prev);
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const [showMap, setShowMap] = useState(false);
  const searchArea = useCallback(
    ({ lat, lng, km }: SearchArea) =>
      commit({ ...draft, area: '', near: `${lat},${lng}`, km: String(km), place: MAP_AREA }),
    [commit, draft],
  );
  const list = (
    <WantedAdList
      filters={filters}
      filtered={hasWantedAdFilters(filters)}
      onClearFilters={() => commit(EMPTY_WANTED_AD_DRAFT)}
    />
  );

  return (
    <MemberFrame>
      <title>Room wanted · Roomly</title>
      <WantedAdFilters value={draft} onCommit={commit} />
      <Suspense fallback={<Box sx={nearFilterSx} />}>
        <NearFilter value={draft} textKey="area" onCommit={commit} />
      </Suspense>
      <Button
        variant="outlined"
        aria-pressed={showMap}
        onClick={() => setShowMap(!showMap)}
        sx={{ mt: 2 }}
      >
        {showMap ? 'Hide map' : 'Show map'}
      </Button>
      <Container disableGutters sx={{ mt: 4 }}>
        {showMap ? (
          <RoomWantedMap filters={filters} onSearchArea={searchArea}>
            {list}
          </RoomWantedMap>
        ) : (
          list
        )}
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
