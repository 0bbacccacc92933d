// A member's listings show the profile photo they had when they posted
// (`userPhoto`). A link stays as it was; an uploaded photo stops showing once
// the profile drops it (photos/attachments.ts detaches it), so the listings
// showing it move to the profile's new photo (or to none).
import { db } from '../lib/firebase';
import { updateEach } from '../lib/update-each';
import { LISTINGS } from './paths';

export async function movePosterPhoto(uid: string, from: string, to: string): Promise<void> {
  await updateEach(db().collection(LISTINGS).where('ownerId', '==', uid), (doc) =>
    doc.get('userPhoto') === from ? { userPhoto: to } : undefined,
  );
}
