// `GET /seeker-ads/:id`: an active ad for anyone, another status for its owner
// only (404 otherwise). Sent with the token when someone is signed in: the
// answer says whether they wrote it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { WANTED_AD_NOT_FOUND, type WantedAd } from '@contract/wanted-ad';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { firstViewAd } from './first-view-ad';
import { wantedAdKeys } from './query-keys';

export const FETCH_AD_FAILED = 'Failed to fetch the Room wanted ad';

export async function getWantedAd(id: string, signal?: AbortSignal): Promise<WantedAd> {
  const { data } = await apiRequest<WantedAd>(`/seeker-ads/${encodeURIComponent(id)}`, {
    auth: 'optional',
    signal,
  });
  return data;
}

/**
 * A visitor's answer starts as the one the page was served with, if any
 * (first-view-ad.ts), aged by when it was read.
 */
export const wantedAdQueryOptions = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: wantedAdKeys.detail(id, viewer),
    queryFn: ({ signal }) => getWantedAd(id, signal),
    ...(viewer === null && {
      initialData: () => firstViewAd(id)?.ad,
      initialDataUpdatedAt: () => firstViewAd(id)?.renderedAt,
    }),
  });

/**
 * The ad as the current member may see it; waits until the session is known.
 * With `visitorAnswerFirst` (the ad's page), a member sees the visitor's
 * answer for this ad, when one is cached, until their own arrives (whether
 * they wrote it fills in), instead of a skeleton. Never for the edit form: it
 * would start from an ad as a visitor sees it, not as its writer does.
 */
export function useWantedAd(id: string | undefined, { visitorAnswerFirst = false } = {}) {
  const { user, loading } = useSession();
  const client = useQueryClient();
  const viewer = user?.uid ?? null;
  return useQuery({
    ...wantedAdQueryOptions(id ?? '', viewer),
    enabled: !loading && id !== undefined,
    placeholderData:
      viewer === null || !visitorAnswerFirst
        ? undefined
        : () => client.getQueryData<WantedAd>(wantedAdKeys.detail(id ?? '', null)),
  });
}

/** How a failed load reads (props for components/query-error.tsx). */
export const AD_LOAD_ERROR = {
  context: FETCH_AD_FAILED,
  byStatus: { 404: WANTED_AD_NOT_FOUND },
};
