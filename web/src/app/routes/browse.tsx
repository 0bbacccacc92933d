import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_DRAFT,
  hasActiveFilters,
  readDraft,
  toFilters,
  writeDraft,
  type FilterDraft,
} from '@contract/browse-filters';
import { NEAREST_SORT } from '@contract/listing';
import { BrowseFilters } from '@/features/listings/components/browse-filters';
import { BrowseListings } from '@/features/listings/components/browse-listings';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { MAP_AREA, type SearchArea } from '@/components/map/map-item';
import { NearFilter } from '@/components/places/near-filter';
import { BrowseMap } from './browse-map';
import { ListingMatchProvider } from './listing-match';

export default function BrowseRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const draft = useMemo(() => readDraft(searchParams), [searchParams]);
  const filters = useMemo(() => toFilters(draft), [draft]);

  // Replace, not push: typing a search shouldn't fill the history with every keystroke.
  // A typed location replaces a chosen place (the API takes one or the other),
  // and without a place there is nothing to be nearest to.
  const commit = useCallback(
    (next: FilterDraft) =>
      setSearchParams(
        (prev) => {
          const typed = next.location.trim() && next.location !== (prev.get('location') ?? '');
          const draft = typed ? { ...next, near: '', place: '', km: '' } : next;
          const sort = !draft.near.trim() && draft.sort === NEAREST_SORT ? '' : draft.sort;
          return writeDraft({ ...draft, sort }, prev);
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const [showMap, setShowMap] = useState(false);
  const searchArea = useCallback(
    ({ lat, lng, km }: SearchArea) =>
      commit({ ...draft, location: '', near: `${lat},${lng}`, km: String(km), place: MAP_AREA }),
    [commit, draft],
  );
  const list = (
    <BrowseListings
      filters={filters}
      filtered={hasActiveFilters(filters)}
      onClearFilters={() => commit(EMPTY_DRAFT)}
    />
  );

  return (
    <BrowseFrame>
      <title>Browse Listings · Roomly</title>
      <BrowseFilters value={draft} onCommit={commit} />
      <NearFilter value={draft} textKey="location" onCommit={commit} />
      {/* The filters have the saved-search names (the sort is left out). The
          height is kept while the session loads, so the list doesn't move down. */}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          mt: 2,
          minHeight: 37,
        }}
      >
        <Button variant="outlined" aria-pressed={showMap} onClick={() => setShowMap(!showMap)}>
          {showMap ? 'Hide map' : 'Show map'}
        </Button>
        <SaveSearchButton filters={filters} />
      </Box>
      <Container disableGutters sx={{ mt: 4 }}>
        {/* "Good match" on the rows for a member with an active Room wanted ad. */}
        <ListingMatchProvider>
          {showMap ? (
            <BrowseMap filters={filters} onSearchArea={searchArea}>
              {list}
            </BrowseMap>
          ) : (
            list
          )}
        </ListingMatchProvider>
      </Container>
    </BrowseFrame>
  );
}

/**
 * The page's heading and lead (its largest paint), then `children`. The build
 * renders it without children for index.html's first paint (app/first-paint.tsx).
 */
export function BrowseFrame({ children }: { children?: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Browse Listings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Search rooms and roommates by city, budget and room type.
      </Typography>
      {children}
    </Container>
  );
}
