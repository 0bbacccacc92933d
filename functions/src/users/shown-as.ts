// How a member is shown on what they post (a listing's poster, a Room wanted
// ad's writer): their profile's name and photo, else their account's; never
// their e-mail. From the verified token and the stored profile, never a body.
import type { Caller } from '../middleware/auth';
import { getProfile } from './repository';

export type ShownAs = { uid: string; name: string; photo: string };

export async function shownAs(caller: Caller): Promise<ShownAs> {
  const profile = await getProfile(caller.uid, caller.email);
  return {
    uid: caller.uid,
    name: profile?.displayName || caller.name || '',
    photo: profile?.photoURL || caller.picture || '',
  };
}
