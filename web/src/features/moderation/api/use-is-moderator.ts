// Whether the signed-in user is a moderator: the `moderator: true` custom claim
// in their ID token (set only by `npm run moderator`). It decides what the UI
// shows; the API checks the verified token itself on every moderation route.
// A newly granted claim arrives with the next token (within the hour, or at
// the next sign-in).
import { useQuery } from '@tanstack/react-query';
import { loadAuth } from '@/lib/firebase';
import { useSession } from '@/lib/session';
import { moderationKeys } from './query-keys';

async function hasModeratorClaim(): Promise<boolean> {
  const auth = await loadAuth();
  await auth.authStateReady();
  const result = await auth.currentUser?.getIdTokenResult();
  return result?.claims.moderator === true;
}

export function useIsModerator(): { moderator: boolean; loading: boolean } {
  const { user, loading } = useSession();
  const uid = user?.uid ?? null;
  const claim = useQuery({
    queryKey: moderationKeys.claim(uid),
    queryFn: hasModeratorClaim,
    enabled: uid !== null,
    staleTime: 5 * 60_000,
  });
  return {
    moderator: uid !== null && claim.data === true,
    loading: loading || (uid !== null && claim.isPending),
  };
}
