// Browse's map: the loaded results that have a point (components/map), in step
// with the list: the list's pages are the map's markers, and "Search this area"
// becomes a near search of the view.
import { useMemo, type ReactNode } from 'react';
import { formatRent } from '@/features/listings/utils/format';
import { useListingPages } from '@/features/listings/api/get-listings';
import type { ListingFilters } from '@/features/listings/types';
import type { MapItem, SearchArea } from '@/components/map/map-item';
import { MapWithList } from '@/components/map/map-with-list';
import { paths } from '@/config/paths';

type Props = {
  filters: ListingFilters;
  onSearchArea: (area: SearchArea) => void;
  /** The list, which the map keeps in step with. */
  children: ReactNode;
};

export function BrowseMap({ filters, onSearchArea, children }: Props) {
  // The list's own query (same key): no request of its own.
  const query = useListingPages(filters, { keepPrevious: true });
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

  // The attribute each result row carries (listings-table.tsx).
  return (
    <MapWithList items={items} rowAttribute="data-listing-id" onSearchArea={onSearchArea}>
      {children}
    </MapWithList>
  );
}
