// The "Phone verified" mark stored on a member's Room wanted ads, kept current
// when they add or remove their number (app.ts gives it to phone/router.ts).
import { db } from '../lib/firebase';
import { updateEach } from '../lib/update-each';
import { WANTED_ADS } from './fields';

export async function setWriterPhoneBadge(uid: string, verified: boolean): Promise<void> {
  await updateEach(db().collection(WANTED_ADS).where('ownerId', '==', uid), (doc) =>
    doc.get('phoneVerified') === verified ? undefined : { phoneVerified: verified },
  );
}
