// savedSearches/{id}: { ownerId, name, filters, locationTerm, locationKey,
// nearCells (a near search's), roomTypeKey, availabilityKey, createdAt, updatedAt }. Top-level (not under
// users/{uid}) so the trigger that alerts owners
// (notifications/on-listing-written.ts) can find the candidate searches of
// every owner with indexed queries. Only the API
// writes; the rules let an owner read their own.
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { ParsedSearchFilters } from '../contract/browse-filters-schema';
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT_REACHED,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearch,
  type SavedSearchFilters,
} from '../contract/saved-searches';
import { db } from '../lib/firebase';
import { HttpError, notFound } from '../lib/http-error';
import type { Member } from '../lib/member-key';
import { rateLimiter } from '../lib/rate-limit';
import { ANY, locationKeyFor, SAVED_SEARCHES, type StoredSavedSearch } from './stored';
import { runTransaction } from '../lib/transaction';
import { nearCellTerms } from '../places/near';

const collection = () => db().collection(SAVED_SEARCHES);

/**
 * An owner's searches: one equality, at most the limit's worth of documents
 * (Firestore's automatic single-field index on ownerId serves it). Sorted in
 * memory, so no composite index is needed for ten documents.
 */
export const ownerSearchesQuery = (uid: string): Query =>
  collection().where('ownerId', '==', uid).limit(SAVED_SEARCH_LIMIT);

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);

function toSavedSearch(snap: DocumentSnapshot): SavedSearch {
  const data = snap.data() ?? {};
  return {
    id: snap.id,
    name: typeof data.name === 'string' ? data.name : '',
    filters: (data.filters ?? {}) as SavedSearchFilters,
    createdAt: iso(data.createdAt),
  };
}

const millis = (snap: DocumentSnapshot) =>
  (snap.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0;

/** GET /users/me/saved-searches: the caller's searches, newest first. */
export async function listSavedSearches(uid: string): Promise<SavedSearch[]> {
  const { docs } = await ownerSearchesQuery(uid).get();
  return docs.sort((a, b) => millis(b) - millis(a) || (a.id < b.id ? 1 : -1)).map(toSavedSearch);
}

/** The stored document of a new search (also used by the seeder through functions/lib). */
export function newSavedSearchDocument<T>(
  uid: string,
  name: string,
  { filters, locationTerm, near }: Omit<ParsedSearchFilters, 'near'> & Partial<ParsedSearchFilters>,
  now: T,
): StoredSavedSearch<T> {
  return {
    ownerId: uid,
    name,
    filters,
    locationTerm,
    // The trigger's query keys: the value, or ANY for "any" (see stored.ts).
    locationKey: locationKeyFor(locationTerm, Boolean(near)),
    ...(near ? { nearCells: nearCellTerms(near.center, near.km) } : {}),
    roomTypeKey: filters.roomType ?? ANY,
    availabilityKey: filters.availability ?? ANY,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Saves a search, at most SAVED_SEARCH_LIMIT per owner. The count and the
 * write share one transaction that also reads and writes the caller's
 * rate-limit document, so two concurrent saves by the same caller contend on
 * that document and run one after the other: the second sees the first's
 * search and no race lets an 11th in. At the limit nothing is written (not even
 * the rate-limit counter).
 */
export async function createSavedSearch(
  member: Member,
  name: string,
  parsed: ParsedSearchFilters,
): Promise<SavedSearch> {
  const { uid } = member;
  const ref = collection().doc();
  const now = Timestamp.now();
  await runTransaction(async (tx) => {
    const limiter = await rateLimiter(tx, member, now.toMillis());
    const existing = await tx.get(ownerSearchesQuery(uid));
    if (existing.size >= SAVED_SEARCH_LIMIT) throw new HttpError(409, SAVED_SEARCH_LIMIT_REACHED);
    limiter.take('savedSearches');
    tx.create(ref, newSavedSearchDocument(uid, name, parsed, now));
  });
  return { id: ref.id, name, filters: parsed.filters, createdAt: now.toDate().toISOString() };
}

/** The caller's search in `tx`, or 404 (missing and someone else's look the same). */
async function ownSearch(tx: FirebaseFirestore.Transaction, uid: string, id: string) {
  const snap = await tx.get(collection().doc(id));
  if (!snap.exists || snap.get('ownerId') !== uid) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return snap;
}

/**
 * Renames the caller's search (rate limited with saving). It also writes the
 * search's `locationKey` (from its stored `locationTerm`), which searches
 * saved before that key existed lack (stored.ts).
 */
export async function renameSavedSearch(
  member: Member,
  id: string,
  name: string,
): Promise<SavedSearch> {
  const { uid } = member;
  const now = Timestamp.now();
  const snap = await runTransaction(async (tx) => {
    const limiter = await rateLimiter(tx, member, now.toMillis());
    const found = await ownSearch(tx, uid, id);
    limiter.take('savedSearches');
    const locationTerm = found.get('locationTerm') as string | null | undefined;
    const near = Array.isArray(found.get('nearCells'));
    tx.update(found.ref, { name, locationKey: locationKeyFor(locationTerm, near), updatedAt: now });
    return found;
  });
  return { ...toSavedSearch(snap), name };
}

/** Deletes the caller's search. Its past alerts stay (they carry the search's name). */
export async function deleteSavedSearch(uid: string, id: string): Promise<void> {
  await runTransaction(async (tx) => {
    const found = await ownSearch(tx, uid, id);
    tx.delete(found.ref);
  });
}

/** Account deletion: every search of the owner (at most the limit, one batch). */
export async function deleteSavedSearchesOf(uid: string): Promise<void> {
  const { docs } = await collection().where('ownerId', '==', uid).select().get();
  const batch = db().batch();
  for (const doc of docs) batch.delete(doc.ref);
  if (docs.length) await batch.commit();
}
