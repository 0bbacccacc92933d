// Issue 12: `GET /posts/expiring-soon` → `{ count }`, the navbar's notice that
// some of the signed-in owner's listings expire within 3 days. One small query
// (at most 5 reads) after the session is known, never for anonymous visitors.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';
import { postKeys } from './query-keys';

export const expiringSoonKey = (uid: string | null) =>
  [...postKeys.all, 'expiring-soon', uid] as const;

export async function getExpiringSoonCount(signal?: AbortSignal): Promise<number> {
  // Signed out meanwhile: no notice, no login redirect.
  if (!(await getIdToken())) return 0;
  const { data } = await apiRequest<{ count: number }>('/posts/expiring-soon', {
    auth: 'required',
    signal,
    background: true,
  });
  return typeof data?.count === 'number' ? data.count : 0;
}

export function useExpiringSoonCount(uid: string | null) {
  return useQuery({
    queryKey: expiringSoonKey(uid),
    queryFn: ({ signal }) => getExpiringSoonCount(signal),
    enabled: uid !== null,
    // Expiry moves by days, not seconds: once per visit (and after an action) is enough.
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}
