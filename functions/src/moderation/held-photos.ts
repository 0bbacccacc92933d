// Photos held as suspected copies (photos/copies.ts): the moderators' list of
// them, oldest first, each beside what it looks like a copy of, and Clear (it
// shows from then on) and Remove (deleted, and gone from the listings that
// showed it). Each write is one transaction with the moderator's rate limit,
// so a refused request writes nothing. An ad (a listing, a Room wanted ad)
// keeps a copy of each upload's `held` in `uploads.<id>.held`
// (photos/attachments.ts), kept in step here.
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { BUNDLED_PHOTO_PATTERN } from '../contract/listing';
import {
  HELD_PHOTO_NOT_FOUND,
  type HeldPhotoItem,
  type HeldPhotoSide,
} from '../contract/moderation';
import { PHOTO_ID_PATTERN, photoUrl } from '../contract/photo';
import { decodeCursor } from '../lib/cursor';
import { auth, db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { readOrderedPage } from '../lib/paging';
import { DOCUMENT_ID, type OrderBy } from '../lib/query-shape';
import { rateLimiter } from '../lib/rate-limit';
import { runTransaction } from '../lib/transaction';
import type { Caller } from '../middleware/auth';
import { LISTINGS } from '../listings/paths';
import { PHOTOS } from '../photos/paths';
import { deletePhotoIn, photoRef } from '../photos/repository';
import { USERS } from '../users/repository';
import { WANTED_ADS } from '../wanted-ads/fields';

/** The list's one query: held photos (only they have `held.since`), oldest first; limit + 1 reads. */
export const heldPhotosQueryShape = (limit: number) => ({
  collection: PHOTOS,
  equality: [] as { field: string; value: string }[],
  range: [] as { field: string; op: '>=' | '<='; value: number }[],
  orderBy: [
    { field: 'held.since', direction: 'asc' },
    { field: DOCUMENT_ID, direction: 'asc' },
  ] as OrderBy[],
  limit: limit + 1,
});

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

/** The ads of either kind a photo's `attachedTo` names: what Clear and Remove keep in step. */
const adPaths = (attachedTo: unknown): string[] =>
  (Array.isArray(attachedTo) ? attachedTo : []).filter(
    (path): path is string =>
      typeof path === 'string' &&
      (path.startsWith(`${LISTINGS}/`) || path.startsWith(`${WANTED_ADS}/`)),
  );

const copyOfId = (data: Record<string, unknown> | undefined): string | undefined => {
  const copyOf = (data?.held as { copyOf?: unknown } | undefined)?.copyOf;
  return typeof copyOf === 'string' ? copyOf : undefined;
};

/** One page of held photos with both sides' owners (their names) and listings, in three batched reads. */
export async function listHeldPhotos(
  limit: number,
  cursor?: string,
): Promise<{ items: HeldPhotoItem[]; nextCursor?: string }> {
  const shape = heldPhotosQueryShape(limit);
  const after = cursor ? decodeCursor(cursor, shape.orderBy) : undefined;
  const { page, nextCursor } = await readOrderedPage(
    db().collection(shape.collection),
    shape.orderBy,
    limit,
    after,
  );
  if (page.length === 0) return { items: [] };

  const originalIds = page
    .map((photo) => copyOfId(photo.data()))
    .filter((id): id is string => id !== undefined && PHOTO_ID_PATTERN.test(id));
  const originals = new Map(
    (originalIds.length > 0 ? await db().getAll(...originalIds.map(photoRef)) : [])
      .filter((snap) => snap.exists)
      .map((snap) => [snap.id, snap] as const),
  );
  const photos = [...page, ...originals.values()];
  const owners = [...new Set(photos.map((photo) => String(photo.get('ownerId'))))];
  const paths = [...new Set(photos.flatMap((photo) => adPaths(photo.get('attachedTo'))))];
  const docs = await db().getAll(
    ...owners.map((uid) => db().collection(USERS).doc(uid)),
    ...paths.map((path) => db().doc(path)),
  );
  const profiles = new Map(owners.map((uid, i) => [uid, docs[i]!]));
  // No profile name: the account's (never its e-mail).
  const accounts = await auth().getUsers(owners.map((uid) => ({ uid })));
  const accountNames = new Map(accounts.users.map((user) => [user.uid, user.displayName ?? '']));
  const ads = new Map(paths.map((path, i) => [path, docs[owners.length + i]!]));

  const side = (photo: DocumentSnapshot): HeldPhotoSide => {
    const shownOn = adPaths(photo.get('attachedTo'))
      .map((path) => ads.get(path))
      .filter((snap): snap is DocumentSnapshot => snap?.exists === true);
    const ownerId = String(photo.get('ownerId'));
    const profile: unknown = profiles.get(ownerId)?.get('displayName');
    const listed: unknown = shownOn[0]?.get('userName');
    const ownerName =
      (typeof profile === 'string' && profile) ||
      accountNames.get(ownerId) ||
      (typeof listed === 'string' && listed) ||
      '';
    return {
      url: photoUrl(photo.id),
      ownerName,
      ads: shownOn.map((snap) => {
        const listing = snap.ref.parent.id === LISTINGS;
        return {
          kind: listing ? 'listing' : 'wanted-ad',
          id: snap.id,
          title: String(snap.get(listing ? 'title' : 'headline') ?? ''),
        };
      }),
    };
  };

  const items = page.map((photo): HeldPhotoItem => {
    const copyOf = copyOfId(photo.data()) ?? '';
    const original = originals.get(copyOf);
    return {
      id: photo.id,
      heldSince: iso(photo.get('held.since')),
      photo: side(photo),
      original: original
        ? { ...side(original), stock: false }
        : BUNDLED_PHOTO_PATTERN.test(copyOf)
          ? { url: copyOf, ownerName: null, ads: [], stock: true }
          : null,
    };
  });
  return { items, nextCursor };
}

/**
 * Reads a held photo and the ads that show it inside `tx` (with the
 * moderator's rate limit taken), or a 404 before anything is written.
 */
async function readHeld(tx: Transaction, id: string, moderator: Caller) {
  const limiter = await rateLimiter(tx, moderator);
  const snap = await tx.get(photoRef(id));
  if (!snap.exists || snap.get('held') === undefined) throw notFound(HELD_PHOTO_NOT_FOUND);
  const paths = adPaths(snap.get('attachedTo'));
  const shownOn = paths.length > 0 ? await tx.getAll(...paths.map((p) => db().doc(p))) : [];
  limiter.take('moderation');
  return { snap, shownOn: shownOn.filter((listing) => listing.exists) };
}

/** Clear: the photo is no copy after all; it shows from now on, on every ad that has it. */
export async function clearHeldPhoto(id: string, moderator: Caller): Promise<void> {
  await runTransaction(async (tx) => {
    const { snap, shownOn } = await readHeld(tx, id, moderator);
    tx.update(snap.ref, { held: FieldValue.delete() });
    for (const listing of shownOn) {
      if (listing.get(`uploads.${id}`) === undefined) continue;
      tx.update(listing.ref, { [`uploads.${id}.held`]: FieldValue.delete() });
    }
  });
}

/** Remove: the copy is deleted with its files and taken off the ads that had it. */
export async function removeHeldPhoto(id: string, moderator: Caller): Promise<void> {
  await runTransaction(async (tx) => {
    const { snap, shownOn } = await readHeld(tx, id, moderator);
    for (const listing of shownOn) {
      tx.update(listing.ref, {
        photos: FieldValue.arrayRemove(photoUrl(id)),
        [`uploads.${id}`]: FieldValue.delete(),
      });
    }
    deletePhotoIn(tx, snap.ref, snap.data());
  });
}
