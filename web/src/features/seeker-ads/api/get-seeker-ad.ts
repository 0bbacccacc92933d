// `GET /seeker-ads/:id`: an active ad for anyone, another status for its owner
// only (404 otherwise). Sent with the token when someone is signed in: the
// answer says whether they wrote it.
import { useQuery } from '@tanstack/react-query';
import { SEEKER_AD_NOT_FOUND, type SeekerAd } from '@contract/seeker-ad';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { seekerAdKeys } from './query-keys';

export const FETCH_AD_FAILED = 'Failed to fetch the Room wanted ad';

export async function getSeekerAd(id: string, signal?: AbortSignal): Promise<SeekerAd> {
  const { data } = await apiRequest<SeekerAd>(`/seeker-ads/${encodeURIComponent(id)}`, {
    auth: 'optional',
    signal,
  });
  return data;
}

/** The ad as the current member may see it; waits until the session is known. */
export function useSeekerAd(id: string | undefined) {
  const { user, loading } = useSession();
  return useQuery({
    queryKey: seekerAdKeys.detail(id ?? '', user?.uid ?? null),
    queryFn: ({ signal }) => getSeekerAd(id!, signal),
    enabled: !loading && id !== undefined,
  });
}

/** How a failed load reads (props for components/query-error.tsx). */
export const AD_LOAD_ERROR = {
  context: FETCH_AD_FAILED,
  byStatus: { 404: SEEKER_AD_NOT_FOUND },
};
