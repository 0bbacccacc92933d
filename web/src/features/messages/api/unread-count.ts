// `GET /conversations/unread-count`: the navbar's badge. Refreshed when the app
// regains focus and on navigation (the navbar refetches), and set live by the
// inbox while it is open (its realtime listener knows the count).
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';
import { LIVE_COUNT_REFRESH_MS } from '@/lib/live-counts';
import { messageKeys } from './query-keys';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  // Signed out meanwhile (or in a test's fake session): no badge, no login redirect.
  if (!(await getIdToken())) return 0;
  const { data } = await apiRequest<{ count: number }>('/conversations/unread-count', {
    auth: 'required',
    signal,
    background: true,
  });
  return data?.count ?? 0;
}

/**
 * The signed-in user's unread conversations; nothing is asked for anonymous
 * visitors. `poll: false` for a second reader of the same count: each reader
 * with an interval keeps a timer of its own, and one is enough.
 */
export function useUnreadCount(uid: string | null, { poll = true } = {}) {
  return useQuery({
    queryKey: messageKeys.unreadCount(uid),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: uid !== null,
    refetchOnWindowFocus: 'always',
    // A member who stays on one page still sees new ones come in.
    refetchInterval: poll ? LIVE_COUNT_REFRESH_MS : false,
    staleTime: 0,
    retry: false,
  });
}
