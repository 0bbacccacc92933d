// A member's Room wanted ads show their profile photo as of the ad's last
// save (`photo`). An uploaded photo stops showing once the profile drops it
// (photos/attachments.ts detaches it), so the ads showing it move to the
// profile's new photo (or to none); a link stays until the next save, as before.
import { db } from '../lib/firebase';
import { updateEach } from '../lib/update-each';
import { WANTED_ADS } from './fields';

export async function moveWriterPhoto(uid: string, from: string, to: string): Promise<void> {
  await updateEach(db().collection(WANTED_ADS).where('ownerId', '==', uid), (doc) =>
    doc.get('photo') === from ? { photo: to } : undefined,
  );
}
