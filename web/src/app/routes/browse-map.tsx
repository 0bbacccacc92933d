// Browse's map: the loaded results that have a point, on the lazy results map
// (components/map, Leaflet only in its own chunk), in step with the list: the
// list's pages are the map's markers, a marker chosen scrolls its row into view
// and marks it, a row hovered marks its marker, and "Search this area" becomes a
// near search of the view.
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatRent } from '@/features/listings/utils/format';
import { useListingPages } from '@/features/listings/api/get-listings';
import type { ListingFilters } from '@/features/listings/types';
import type { MapItem, SearchArea } from '@/components/map/map-item';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';

const ResultsMap = lazy(() => import('@/components/map/results-map'));

/** The attribute each result row carries (listings-table.tsx), which the map and the list meet on. */
const ROW = 'data-listing-id';

type Props = {
  filters: ListingFilters;
  onSearchArea: (area: SearchArea) => void;
  /** The list, which the map keeps in step with. */
  children: ReactNode;
};

export function BrowseMap({ filters, onSearchArea, children }: Props) {
  // The list's own query (same key): no request of its own.
  const query = useListingPages(filters, { keepPrevious: true });
  const [selected, setSelected] = useState<string | undefined>();
  const items = useMemo<MapItem[]>(
    () =>
      (query.data?.pages ?? [])
        .flatMap((page) => page.posts)
        .flatMap((post) =>
          post.point
            ? [
                {
                  id: post._id,
                  title: post.title,
                  subtitle: [formatRent(post.rentAmount), post.location]
                    .filter(Boolean)
                    .join(' · '),
                  href: paths.details(post._id),
                  lat: post.point.lat,
                  lng: post.point.lng,
                },
              ]
            : [],
        ),
    [query.data],
  );

  useEffect(() => {
    if (!selected) return;
    document.querySelector(`[${ROW}="${CSS.escape(selected)}"]`)?.scrollIntoView({
      block: 'nearest',
      behavior: 'smooth',
    });
  }, [selected]);

  return (
    <>
      <Box
        sx={{ height: { xs: 320, md: 420 }, mb: 3, borderRadius: 2, overflow: 'hidden' }}
        data-testid="results-map"
      >
        <Suspense fallback={<PageSpinner />}>
          <ResultsMap
            items={items}
            selectedId={selected}
            onSelect={setSelected}
            onSearchArea={onSearchArea}
          />
        </Suspense>
      </Box>
      <Box
        onMouseOver={(event) => {
          const row = (event.target as Element).closest(`[${ROW}]`);
          if (row) setSelected(row.getAttribute(ROW) ?? undefined);
        }}
        sx={
          selected
            ? {
                [`[${ROW}="${selected}"]`]: {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: -2,
                },
              }
            : undefined
        }
      >
        {children}
      </Box>
    </>
  );
}
