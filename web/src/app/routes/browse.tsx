import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_DRAFT,
  hasActiveFilters,
  readDraft,
  toFilters,
  writeDraft,
  type FilterDraft,
} from '@contract/browse-filters';
import { BrowseFilters } from '@/features/listings/components/browse-filters';
import { BrowseListings } from '@/features/listings/components/browse-listings';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { ListingMatchProvider } from './listing-match';

export default function BrowseRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const draft = useMemo(() => readDraft(searchParams), [searchParams]);
  const filters = useMemo(() => toFilters(draft), [draft]);

  // Replace, not push: typing a search shouldn't fill the history with every keystroke.
  const commit = useCallback(
    (next: FilterDraft) => setSearchParams((prev) => writeDraft(next, prev), { replace: true }),
    [setSearchParams],
  );

  return (
    <BrowseFrame>
      <title>Browse Listings · Roomly</title>
      <BrowseFilters value={draft} onCommit={commit} />
      {/* The filters have the saved-search names (the sort is left out). The
          height is kept while the session loads, so the list doesn't move down. */}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2, minHeight: 37 }}>
        <SaveSearchButton filters={filters} />
      </Box>
      <Container disableGutters sx={{ mt: 4 }}>
        {/* "Good match" on the rows for a member with an active Room wanted ad. */}
        <ListingMatchProvider>
          <BrowseListings
            filters={filters}
            filtered={hasActiveFilters(filters)}
            onClearFilters={() => commit(EMPTY_DRAFT)}
          />
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
