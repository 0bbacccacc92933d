import type { Caller } from '../middleware/auth';
import { getProfile } from '../users/repository';
import { posterBadges } from './badges';
import type { Owner } from './document';

/** Who a new post is shown as: the profile first, then the token, then "Anonymous". */
export async function ownerFor(caller: Caller): Promise<Owner> {
  // Trust badges come from the token and the Auth account, never the body.
  const [profile, poster] = await Promise.all([
    getProfile(caller.uid, caller.email),
    posterBadges(caller),
  ]);
  return {
    uid: caller.uid,
    email: caller.email,
    name: profile?.displayName || caller.name || 'Anonymous',
    photo: profile?.photoURL || caller.picture || '',
    poster,
  };
}
