// `GET /posts/expiring-soon` → `{ count, postId }`, the navbar's
// notice that some of the signed-in owner's listings expire within 3 days
// (`postId`: the first to expire, where the notice opens My Listings). One small query
// (at most 5 reads) after the session is known, never for anonymous visitors.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';
import type { ExpiringSoon } from '@contract/listing-answers';
import { listingKeys } from './query-keys';

export const expiringSoonKey = (uid: string | null) =>
  [...listingKeys.all, 'expiring-soon', uid] as const;

const NONE: ExpiringSoon = { count: 0, postId: null };

export async function getExpiringSoon(signal?: AbortSignal): Promise<ExpiringSoon> {
  // Signed out meanwhile: no notice, no login redirect.
  if (!(await getIdToken())) return NONE;
  const { data } = await apiRequest<Partial<ExpiringSoon>>('/posts/expiring-soon', {
    auth: 'required',
    signal,
    background: true,
  });
  return {
    count: typeof data?.count === 'number' ? data.count : 0,
    postId: typeof data?.postId === 'string' ? data.postId : null,
  };
}

export function useExpiringSoon(uid: string | null) {
  return useQuery({
    queryKey: expiringSoonKey(uid),
    queryFn: ({ signal }) => getExpiringSoon(signal),
    enabled: uid !== null,
    // Expiry moves by days, not seconds: once per visit (and after an action) is enough.
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
