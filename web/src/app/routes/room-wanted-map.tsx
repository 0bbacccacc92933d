// Room wanted's map: the loaded ads, each at its area nearest the search
// (components/map), in step with the cards; "Search this area" becomes a
// near search of the view.
import { useMemo, type ReactNode } from 'react';
import { useWantedAdPages } from '@/features/wanted-ads/api/get-wanted-ads';
import type { WantedAdFilters } from '@/features/wanted-ads/utils/filters';
import { pointOf, wantedAdMapItems } from '@/features/wanted-ads/utils/map-items';
import type { SearchArea } from '@/components/map/map-item';
import { MapWithList } from '@/components/map/map-with-list';

type Props = {
  filters: WantedAdFilters;
  onSearchArea: (area: SearchArea) => void;
  /** The cards, which the map keeps in step with. */
  children: ReactNode;
};

export function RoomWantedMap({ filters, onSearchArea, children }: Props) {
  // The list's own query (same key): no request of its own.
  const query = useWantedAdPages(filters);
  const items = useMemo(
    () =>
      wantedAdMapItems(
        (query.data?.pages ?? []).flatMap((page) => page.ads),
        pointOf(filters.near),
      ),
    [query.data, filters.near],
  );
  // Each card's `li` carries its ad's id (wanted-ad-list.tsx).
  return (
    <MapWithList items={items} rowAttribute="data-ad-id" onSearchArea={onSearchArea}>
      {children}
    </MapWithList>
  );
}
