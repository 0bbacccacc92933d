// A listing's uploaded photos (`/photos/<id>` entries of its `photos`): the
// listing's transaction checks the caller owns each one it adds and records
// which documents show each photo (`attachedTo`), in the same write. Reads
// first (Firestore wants every read of a transaction before its first write),
// then `write` once the listing's own write is certain.
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { PHOTO_MESSAGES, uploadedPhotoId, type UploadDetails } from '../contract/photo';
import { badRequest } from '../lib/http-error';
import { deletePhotoIn, photoRef } from './repository';

const uploadedIds = (photos: unknown): string[] =>
  Array.isArray(photos)
    ? photos.flatMap((entry) => {
        const id = typeof entry === 'string' ? uploadedPhotoId(entry) : undefined;
        return id ? [id] : [];
      })
    : [];

/**
 * What a listing keeps of each upload it shows (its `uploads.<id>`), from the
 * photo's record, so its answers carry each photo's size and placeholder
 * without reading the photos (the demo data's listings keep the same).
 */
export function uploadDetails(photo: DocumentData): UploadDetails {
  return {
    width: Number(photo.width),
    height: Number(photo.height),
    placeholder: String(photo.placeholder),
    ...(photo.held ? { held: true as const } : {}),
  };
}

/**
 * Reads, inside `tx`, the uploads a listing gains and loses going from
 * `before` to `after` (its stored and its new `photos`), and refuses (400)
 * one it gains that isn't `ownerUid`'s. `write(target)` then attaches and
 * detaches them; with `deleteUnused` (the listing is deleted), a photo no
 * other of the owner's ads shows is deleted with it. It answers what the
 * listing's own write adds: `uploads` (the gained photos' details, for a new
 * listing) and `uploadFields` (the same as field paths, with the lost ones
 * deleted, for an edit).
 */
export async function photoAttachments(
  tx: Transaction,
  ownerUid: string,
  before: unknown,
  after: unknown,
) {
  const was = new Set(uploadedIds(before));
  const now = new Set(uploadedIds(after));
  const added = [...now].filter((id) => !was.has(id));
  const removed = [...was].filter((id) => !now.has(id));
  const refs = [...added, ...removed].map(photoRef);
  const snaps: DocumentSnapshot[] = refs.length > 0 ? await tx.getAll(...refs) : [];
  const byId = new Map(snaps.map((snap) => [snap.id, snap]));
  for (const id of added) {
    const snap = byId.get(id);
    if (!snap?.exists || snap.get('ownerId') !== ownerUid) {
      throw badRequest(PHOTO_MESSAGES.notYours);
    }
  }
  return {
    write(target: string, { deleteUnused = false } = {}) {
      const uploads: Record<string, UploadDetails> = {};
      const uploadFields: Record<string, UploadDetails | FieldValue> = {};
      for (const id of added) {
        uploads[id] = uploadDetails(byId.get(id)!.data()!);
        uploadFields[`uploads.${id}`] = uploads[id];
        tx.update(photoRef(id), {
          attachedTo: FieldValue.arrayUnion(target),
          orphanSince: FieldValue.delete(),
        });
      }
      for (const id of removed) {
        uploadFields[`uploads.${id}`] = FieldValue.delete();
        const snap = byId.get(id);
        // Gone already (the sweep, or a retry): nothing to detach.
        if (!snap?.exists) continue;
        const stored: unknown = snap.get('attachedTo');
        const others = (Array.isArray(stored) ? stored : []).filter((t) => t !== target);
        if (others.length === 0 && deleteUnused) {
          deletePhotoIn(tx, snap.ref, snap.data());
        } else {
          tx.update(snap.ref, {
            attachedTo: FieldValue.arrayRemove(target),
            // Shown nowhere now: the sweep deletes it after a day unless re-added.
            ...(others.length === 0 && { orphanSince: FieldValue.serverTimestamp() }),
          });
        }
      }
      return { uploads, uploadFields };
    },
  };
}
