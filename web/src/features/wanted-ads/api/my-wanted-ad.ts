// `GET /seeker-ads/mine`: the signed-in member's own ad (the newest, whatever
// its status), or null. Listings' match badges read it (once, cached), and so
// does the member's ad page.
import { useQuery } from '@tanstack/react-query';
import type { WantedAd } from '@contract/wanted-ad';
import { apiRequest } from '@/lib/api-client';
import { wantedAdKeys } from './query-keys';

/**
 * `background`: the badges ask beside whatever page is open, so a refused
 * session must not send anyone to the login page from there (the ad's own page
 * shows the error with "Log In Again").
 */
export async function getMyWantedAd(signal?: AbortSignal): Promise<WantedAd | null> {
  const { data } = await apiRequest<{ ad: WantedAd | null }>('/seeker-ads/mine', {
    auth: 'required',
    signal,
    background: true,
  });
  return data?.ad ?? null;
}

/** Off while nobody is signed in. */
export function useMyWantedAd(uid: string | null) {
  return useQuery({
    queryKey: wantedAdKeys.mine(uid),
    queryFn: ({ signal }) => getMyWantedAd(signal),
    enabled: uid !== null,
    // One ad for the whole visit: it changes only through this member's own writes.
    staleTime: 5 * 60_000,
  });
}
