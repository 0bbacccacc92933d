// The "Phone verified" badge stored on a member's listings, kept current when
// they add or remove their number (app.ts gives it to phone/router.ts).
import { db } from '../lib/firebase';
import { updateEach } from '../lib/update-each';
import { LISTINGS } from './paths';

export async function setPosterPhoneBadge(uid: string, verified: boolean): Promise<void> {
  await updateEach(db().collection(LISTINGS).where('ownerId', '==', uid), (doc) =>
    doc.get('poster.phoneVerified') === verified ? undefined : { 'poster.phoneVerified': verified },
  );
}
