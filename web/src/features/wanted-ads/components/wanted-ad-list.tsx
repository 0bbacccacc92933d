// The Room wanted list: "{n} seekers found", the cards, "Load more", and the
// empty and error states. The exact count is asked for only when the first page
// says more exist (a result that fits one page is its own count).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { WantedAd } from '@contract/wanted-ad';
import { cardGridSx } from '@/components/ads/ad-card';
import {
  CountedList,
  hasMorePages,
  type AdListKind,
  type BrowseListProps,
} from '@/components/ads/counted-list';
import { useWantedAdCount, useWantedAdPages, type WantedAdsPage } from '../api/get-wanted-ads';
import type { WantedAdFilters } from '../utils/filters';
import { localDay } from '@/lib/local-day';
import { WantedAdCard, WantedAdCardSkeleton } from './wanted-ad-card';

// Cards below the screen are laid out when they scroll near, at their usual
// height until then (phone cards measure 300–340 px): the layout after a page of
// ads arrives was one long task of the page.
const adListSx = {
  ...cardGridSx,
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 322px' },
} as const;

export const NO_SEEKERS = 'Nobody is looking for a room right now.';
export const NO_SEEKER_MATCHES = 'No seekers match these filters.';
export const ERROR_LOADING_SEEKERS = 'Error Loading Room Wanted Ads';

type Props = BrowseListProps<WantedAdFilters> & {
  /** Ads per page (the API's default; tests page through a few). */
  pageSize?: number;
};

const WANTED_ADS: AdListKind<WantedAdsPage, WantedAd> = {
  rowsOf: (page) => page.ads,
  nouns: ['seeker', 'seekers'],
  loading: 'Loading Room wanted ads',
  errorTitle: ERROR_LOADING_SEEKERS,
  empty: [NO_SEEKERS, NO_SEEKER_MATCHES],
};

const LOADING_ROWS = (
  <Box sx={cardGridSx}>
    {Array.from({ length: 6 }, (_, i) => (
      <WantedAdCardSkeleton key={i} />
    ))}
  </Box>
);

export function WantedAdList({ filters, pageSize, ...browse }: Props) {
  const query = useWantedAdPages(filters, pageSize);
  const count = useWantedAdCount(filters, hasMorePages(query));
  const today = localDay();
  const renderRows = useCallback(
    (ads: WantedAd[]) => (
      <Box component="ul" aria-label="Room wanted ads" sx={adListSx}>
        {ads.map((ad) => (
          // The map (room-wanted-map.tsx) finds an ad's card by it.
          <li key={ad._id} data-ad-id={ad._id}>
            <WantedAdCard ad={ad} today={today} />
          </li>
        ))}
      </Box>
    ),
    [today],
  );

  return (
    <CountedList
      {...browse}
      kind={WANTED_ADS}
      query={query}
      count={count}
      renderRows={renderRows}
      loadingRows={LOADING_ROWS}
      emptyAction={
        <Button component={RouterLink} to={paths.myRoomWanted} variant="outlined">
          Post a Room wanted ad
        </Button>
      }
    />
  );
}
