// A conversation keeps how each side looked when it started (`people.<uid>`).
// An uploaded photo stops showing once the profile drops it
// (photos/attachments.ts detaches it), so the member's conversations showing
// it move to the profile's new photo (or to none); a link stays, as before.
import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { updateEach } from '../lib/update-each';
import { CONVERSATIONS } from './fields';

export async function movePersonPhoto(uid: string, from: string, to: string): Promise<void> {
  await updateEach(
    db().collection(CONVERSATIONS).where('participants', 'array-contains', uid),
    (doc) =>
      doc.get(new FieldPath('people', uid, 'photo')) === from
        ? { [`people.${uid}.photo`]: to }
        : undefined,
  );
}
