import type { Caller } from '../middleware/auth';
import { shownAs } from '../users/shown-as';
import { posterBadges } from './badges';
import type { Owner } from './document';

/** Who a new listing is shown as: the member as they are shown (users/shown-as.ts), else "Anonymous". */
export async function ownerFor(caller: Caller): Promise<Owner> {
  // Trust badges come from the token and the Auth account, never the body.
  const [shown, poster] = await Promise.all([shownAs(caller), posterBadges(caller)]);
  return { ...shown, email: caller.email, name: shown.name || 'Anonymous', poster };
}
