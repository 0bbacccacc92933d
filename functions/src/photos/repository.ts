// Firestore access for uploaded photos. The record and its variants are
// written together, with the upload counted against the member's daily limit
// in the same transaction: a refused upload writes nothing.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PhotoFormat } from '../contract/photo';
import { COPY_CANDIDATES, type Candidate } from './copies';
import { db } from '../lib/firebase';
import { rateLimiter } from '../lib/rate-limit';
import { runTransaction } from '../lib/transaction';
import type { Caller } from '../middleware/auth';
import type { ProcessedPhoto } from './process';
import { PHOTOS, VARIANTS, variantFile } from './paths';

export const photoRef = (id: string) => db().collection(PHOTOS).doc(id);
export const variantRef = (id: string, file: string) => photoRef(id).collection(VARIANTS).doc(file);

export type StoredVariant = { width: number; format: PhotoFormat; bytes: number };

/** The variants a record lists (each one document under it). */
export function variantsOf(data: DocumentData | undefined): StoredVariant[] {
  const list: unknown = data?.variants;
  return Array.isArray(list) ? (list as StoredVariant[]) : [];
}

/** The copy check's one query (index-coverage.test.ts): any band in common, at most COPY_CANDIDATES. */
export const copyCandidatesQueryShape = (hashBands: string[]) => ({
  collection: PHOTOS,
  arrayContainsAny: { field: 'hashBands', values: hashBands },
  limit: COPY_CANDIDATES,
});

/**
 * Photos sharing a 16-bit band with `hashBands`: every photo within 3 bits
 * (4 bands, so one is untouched) and most within the copy threshold.
 */
export async function copyCandidates(hashBands: string[]): Promise<Candidate[]> {
  const shape = copyCandidatesQueryShape(hashBands);
  const { docs } = await db()
    .collection(shape.collection)
    .where(shape.arrayContainsAny.field, 'array-contains-any', shape.arrayContainsAny.values)
    .select('ownerId', 'hash', 'held', 'createdAt')
    .limit(shape.limit)
    .get();
  return docs.map((doc) => {
    const createdAt: unknown = doc.get('createdAt');
    return {
      id: doc.id,
      ownerId: String(doc.get('ownerId')),
      hash: String(doc.get('hash')),
      held: doc.get('held') !== undefined,
      createdAt: createdAt instanceof Timestamp ? createdAt.toMillis() : 0,
    };
  });
}

/**
 * A processed photo's record and its files as every writer stores them (an
 * upload, the demo data: scripts/lib/demo-photos.mjs), so their shapes can't
 * drift. `now` is the writer's time; `attachedTo` the documents that show it
 * (one shown nowhere gets `orphanSince`, the sweep's clock: sweep.ts);
 * `copyOf` (a photo's id or a bundled image's path) holds it for a moderator
 * (copies.ts).
 */
export function photoDocuments<T>(
  ownerId: string,
  photo: ProcessedPhoto,
  now: T,
  { attachedTo = [], copyOf }: { attachedTo?: string[]; copyOf?: string } = {},
) {
  return {
    record: {
      ownerId,
      createdAt: now,
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      hash: photo.hash,
      hashBands: photo.hashBands,
      variants: photo.variants.map(({ width, format, bytes }) => ({
        width,
        format,
        bytes: bytes.length,
      })),
      attachedTo,
      ...(attachedTo.length === 0 ? { orphanSince: now } : {}),
      ...(copyOf ? { held: { copyOf, since: now } } : {}),
    },
    files: photo.variants.map(({ width, format, bytes, etag }) => ({
      file: variantFile(width, format),
      data: { bytes, etag },
    })),
  };
}

/** Stores a processed upload for `owner`, unattached; answers its id. */
export async function storePhoto(
  owner: Caller,
  photo: ProcessedPhoto,
  copyOf?: string,
): Promise<string> {
  const ref = db().collection(PHOTOS).doc();
  await runTransaction(async (tx) => {
    const limiter = await rateLimiter(tx, owner);
    limiter.take('photos');
    const { record, files } = photoDocuments(owner.uid, photo, FieldValue.serverTimestamp(), {
      copyOf,
    });
    tx.create(ref, record);
    for (const { file, data } of files) tx.create(ref.collection(VARIANTS).doc(file), data);
  });
  return ref.id;
}

/** The record and one variant, in one round trip. */
export async function readPhotoAndVariant(id: string, file: string) {
  const [photo, variant] = await db().getAll(photoRef(id), variantRef(id, file));
  return { photo: photo!.data(), variant: variant!.data() };
}

/** The record alone. */
export async function readPhoto(id: string): Promise<DocumentData | undefined> {
  return (await photoRef(id).get()).data();
}

/** Deletes the record at `ref` and its variants inside `tx` (any Firestore: the sweep brings its own). */
export function deletePhotoIn(
  tx: Transaction,
  ref: DocumentReference,
  data: DocumentData | undefined,
) {
  for (const { width, format } of variantsOf(data)) {
    tx.delete(ref.collection(VARIANTS).doc(variantFile(width, format)));
  }
  tx.delete(ref);
}

/** The documents a photo is shown on that exist, by path. */
export async function existingTargets(paths: string[]): Promise<Map<string, DocumentData>> {
  if (paths.length === 0) return new Map();
  const snaps = await db().getAll(...paths.map((path) => db().doc(path)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.ref.path, s.data()!]));
}

/**
 * The owner's unattached photo, deleted; false when it is not theirs (or
 * gone), 'attached' when an ad still shows it.
 */
export async function deleteUnattached(
  id: string,
  caller: Caller,
): Promise<'deleted' | 'attached' | false> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(photoRef(id));
    if (!snap.exists || snap.get('ownerId') !== caller.uid) return false;
    const attached: unknown = snap.get('attachedTo');
    if (Array.isArray(attached) && attached.length > 0) return 'attached';
    deletePhotoIn(tx, photoRef(id), snap.data());
    return 'deleted';
  });
}

/** Every photo of a member (account deletion), with its variants. */
export async function deletePhotosOf(uid: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { docs } = await db()
      .collection(PHOTOS)
      .where('ownerId', '==', uid)
      .select()
      .limit(100)
      .get();
    if (docs.length === 0) return deleted;
    for (const doc of docs) await db().recursiveDelete(doc.ref);
    deleted += docs.length;
  }
}
