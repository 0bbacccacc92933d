// A list's results on the lazy results map (results-map.tsx: Leaflet only in
// its own chunk), in step with the list below it: a marker chosen scrolls its
// row into view and marks it, a row hovered marks its marker. Rows carry their
// ad's id in `rowAttribute` (browse's `data-listing-id`, Room wanted's `data-ad-id`).
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import type { MapItem, SearchArea } from './map-item';

const ResultsMap = lazy(() => import('./results-map'));

type Props = {
  /** The loaded results that have a point. */
  items: MapItem[];
  rowAttribute: `data-${string}`;
  onSearchArea: (area: SearchArea) => void;
  /** The list, which the map keeps in step with. */
  children: ReactNode;
};

export function MapWithList({ items, rowAttribute: row, onSearchArea, children }: Props) {
  const [selected, setSelected] = useState<string | undefined>();

  useEffect(() => {
    if (!selected) return;
    document.querySelector(`[${row}="${CSS.escape(selected)}"]`)?.scrollIntoView({
      block: 'nearest',
      behavior: 'smooth',
    });
  }, [row, selected]);

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
          const hovered = (event.target as Element).closest(`[${row}]`);
          if (hovered) setSelected(hovered.getAttribute(row) ?? undefined);
        }}
        sx={
          selected
            ? {
                [`[${row}="${selected}"]`]: {
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
