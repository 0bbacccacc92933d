// Firestore access every kind of ad shares: a kind declares how it is stored
// (AdStore, in listings/ and wanted-ads/ repository.ts) and gets the steps. Each
// owner's write checks the owner and the rate limit in the transaction that
// writes, so an edit racing a delete either lands first or finds the ad gone.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { encodeCursor } from '../lib/cursor';
import { db } from '../lib/firebase';
import { forbidden, notFound } from '../lib/http-error';
import { firestoreValues, readPage } from '../lib/paging';
import type { QueryShape } from '../lib/query-shape';
import { rateLimiter, type Action } from '../lib/rate-limit';
import { filteredQuery } from '../lib/shape-query';
import { runTransaction } from '../lib/transaction';
import type { Caller } from '../middleware/auth';
import { statusWrite, type LifecycleChange } from './lifecycle';
import { MODERATION_QUEUE, REPORTS } from './moderation-paths';
import type { CountShape } from './search-spec';
import { countNear, readNearPage, type NearHit, type Within } from './near-page';
import { readNearestPage, type NearestPosition, type Ring } from './nearest-page';

type Data = Record<string, unknown>;
type Change = LifecycleChange<string>;
type Verb = 'edit' | 'delete' | 'change';

/**
 * How one kind of ad is stored. `Read` is what the kind reads with the ad in
 * an owner's transaction (an ad's one-ad slot); `A`, its lifecycle actions.
 */
export type AdStore<Ad extends { isOwner: boolean }, Read, A extends string> = {
  collection: string;
  /** What a list reads: query-only fields (hundreds of place prefixes) stay on the server. */
  listFields: readonly string[];
  /**
   * A stored document in the API's shape, for a viewer who owns it or not;
   * `seesHeld`: they see its uploads held for a moderator (owner, moderator).
   */
  toAd: (id: string, data: Data, isOwner: boolean, seesHeld?: boolean) => Ad;
  notFound: string;
  /** The 403 when someone else edits, deletes or changes the status of one they may see. */
  notYours: (verb: Verb) => string;
  /** Whether others may see it as stored; if not, it is as good as missing to them (404). */
  shownToOthers: (data: Data) => boolean;
  changeLimit: Action;
  /** Its entry's id in the one moderation queue. */
  queueId: (id: string) => string;
  /** Reads it in `tx` with what the kind reads alongside, and whether `caller` owns it. */
  readOwned: (tx: Transaction, id: string, caller: Caller) => Promise<Owned<Read>>;
  /** The kind's lifecycle (ads/lifecycle.ts): the change an action makes, or a 409. */
  transition: (action: A, data: Data, now: number) => Change;
  /** Before a status change counts: may refuse it or write beside it; answers the kind's copies of it. */
  onStatusChange?: (tx: Transaction, id: string, change: Change, read: Read) => Data;
  /**
   * The ad and the documents that are part of it, in `tx`; `owned` in an
   * owner's delete (what it read), not in the account's cascade. Reads, if
   * any, before its writes.
   */
  removeDocuments: (
    tx: Transaction,
    id: string,
    owned?: { snap: DocumentSnapshot; read: Read },
  ) => void | Promise<void>;
  /** Subcollections deleted after the ad, which nothing can add to once it is gone. */
  deletedAfter?: readonly string[];
  /** An owner's delete of a reported ad keeps its case (listings/review-holds.ts): whether it did. */
  keepCase: (tx: Transaction, entry: DocumentSnapshot, reported: DocumentSnapshot) => boolean;
  /** Account deletion, once the member's ads are gone: what the kind keeps about them elsewhere. */
  forgetMember: (uid: string) => Promise<unknown>;
};

type Owned<Read> = { snap: DocumentSnapshot; owned: boolean; read: Read };
type Paths = Pick<AdStore<never, never, never>, 'collection' | 'queueId'>;
type Cascaded = Pick<
  AdStore<never, never, never>,
  keyof Paths | 'removeDocuments' | 'forgetMember'
>;

const adRef = (store: Paths, id: string) => db().collection(store.collection).doc(id);

const queueRef = (store: Paths, id: string) =>
  db().collection(MODERATION_QUEUE).doc(store.queueId(id));

/**
 * How many ads a list's query matches: one `count()` over the list's filters
 * and order, so its index serves it (billed per 1,000 index entries scanned).
 */
const count = async (shape: CountShape): Promise<number> =>
  (await filteredQuery(shape).count().get()).data().count;

/**
 * What moderation keeps about an ad (moderation/store.ts): its reports,
 * restored reporters and queue entry, once the ad is gone. Here because
 * moderation builds on ads, never the other way round.
 */
export async function clearModerationOf(store: Paths, id: string): Promise<void> {
  await db().recursiveDelete(adRef(store, id).collection(REPORTS));
  await db().recursiveDelete(adRef(store, id).collection(MODERATION_QUEUE));
  await queueRef(store, id).delete();
}

/** A list compares uids: it never reads the private owner documents (a read per ad). */
const ownedBy = (data: Data, viewer?: Caller) =>
  viewer !== undefined && data.ownerId === viewer.uid;

/** A kind's declaration with the steps every kind of ad shares. */
export function adRepository<Ad extends { isOwner: boolean }, Read, A extends string>(
  store: AdStore<Ad, Read, A>,
) {
  /** The owner check: someone else's ad is a 403 when others may see it, else the 404 of a missing one. */
  const requireOwn = async (tx: Transaction, id: string, caller: Caller, verb: Verb) => {
    const { snap, owned, read } = await store.readOwned(tx, id, caller);
    if (!snap.exists) throw notFound(store.notFound);
    if (owned) return { snap, read };
    throw store.shownToOthers(snap.data()!)
      ? forbidden(store.notYours(verb))
      : notFound(store.notFound);
  };

  /** One page of a list: the page and one more read, to learn whether more exist. */
  async function list(shape: QueryShape, viewer?: Caller) {
    const { startAfter } = shape;
    const { page, nextCursor, reads } = await readPage(
      filteredQuery(shape).select(...store.listFields),
      // The shape's limit already counts the extra document (ads/search-spec.ts).
      shape.limit - 1,
      {
        startAfter: startAfter && [...firestoreValues(startAfter.values), startAfter.id],
        cursorOf: (last) => encodeCursor(shape.orderBy, last.id, last.data()),
      },
    );
    const ads = page.map((doc) => store.toAd(doc.id, doc.data(), ownedBy(doc.data(), viewer)));
    return { ads, nextCursor, reads };
  }

  /** One page of a near search (ads/near-page.ts): each ad with its distance. */
  async function listNear(shapes: QueryShape[], within: Within, viewer?: Caller) {
    const { hits, nextCursor, reads } = await readNearPage(shapes, store.listFields, within);
    return { ads: withDistances(hits, within, viewer), nextCursor, reads };
  }

  /** One page of a near search, nearest first (ads/nearest-page.ts). */
  async function listNearest(
    near: { rings: Ring[]; shapeOf: (cell: string) => QueryShape; limit: number },
    within: Within,
    after?: NearestPosition,
    viewer?: Caller,
  ) {
    const { rings, shapeOf, limit } = near;
    const { hits, nextCursor, reads } = await readNearestPage(
      rings,
      shapeOf,
      store.listFields,
      within,
      limit,
      after,
    );
    return { ads: withDistances(hits, within, viewer), nextCursor, reads };
  }

  const withDistances = (hits: NearHit[], within: Within, viewer?: Caller) =>
    hits.map(({ doc, km }) => ({
      ...store.toAd(doc.id, doc.data(), ownedBy(doc.data(), viewer)),
      distanceKm: within.shown(km),
    }));

  /** One ad as `viewer` may see it; one others may not see is as missing to them (404). */
  async function get(id: string, viewer?: Caller): Promise<Ad> {
    const snap = await adRef(store, id).get();
    if (!snap.exists) throw notFound(store.notFound);
    const owned = ownedBy(snap.data()!, viewer);
    const moderator = viewer?.moderator === true && viewer.emailVerified;
    const ad = store.toAd(id, snap.data()!, owned, owned || moderator);
    if (!ad.isOwner && !store.shownToOthers(snap.data()!)) throw notFound(store.notFound);
    return ad;
  }

  /** The owner's edit: `write` runs in the transaction that checked the owner and counted it. */
  async function edit(
    id: string,
    caller: Caller,
    write: (tx: Transaction, stored: DocumentSnapshot) => void | Promise<void>,
  ): Promise<void> {
    await runTransaction(async (tx) => {
      const { snap } = await requireOwn(tx, id, caller, 'edit');
      const limiter = await rateLimiter(tx, caller);
      // `write` may read first (a listing's uploads); the count is a write, so after it.
      await write(tx, snap);
      limiter.take(store.changeLimit);
    });
  }

  /** The owner's lifecycle action; `renewed`: what a renewal refreshes besides (name, badges). */
  async function changeStatus(id: string, caller: Caller, action: A, renewed?: Data) {
    await runTransaction(async (tx) => {
      const { snap, read } = await requireOwn(tx, id, caller, 'change');
      const change = store.transition(action, snap.data()!, Date.now());
      const limiter = await rateLimiter(tx, caller);
      const copies = store.onStatusChange?.(tx, id, change, read);
      limiter.take(store.changeLimit);
      tx.update(snap.ref, {
        ...statusWrite(change, FieldValue.serverTimestamp()),
        ...copies,
        ...(change.renewed && renewed),
      });
    });
  }

  /** The owner's delete; a reported ad's case outlives it (listings/review-holds.ts). */
  async function remove(id: string, caller: Caller): Promise<void> {
    const kept = await runTransaction(async (tx) => {
      const { snap, read } = await requireOwn(tx, id, caller, 'delete');
      const entry = await tx.get(queueRef(store, id));
      const limiter = await rateLimiter(tx, caller);
      await store.removeDocuments(tx, id, { snap, read });
      limiter.take(store.changeLimit);
      return store.keepCase(tx, entry, snap);
    });
    for (const name of store.deletedAfter ?? []) {
      await db().recursiveDelete(adRef(store, id).collection(name));
    }
    if (!kept) await clearModerationOf(store, id);
  }

  return {
    ...store,
    list,
    listNear,
    listNearest,
    count,
    countNear,
    get,
    edit,
    changeStatus,
    delete: remove,
  };
}

/**
 * Account deletion: every ad the member owns, of every kind, 100 at a time,
 * with everything under it; then what each kind keeps about the member
 * elsewhere (the likes they gave, their current-ad slot).
 */
export async function deleteAdsOwnedBy(uid: string, kinds: readonly Cascaded[]): Promise<void> {
  for (const kind of kinds) {
    for (;;) {
      const { docs } = await db()
        .collection(kind.collection)
        .where('ownerId', '==', uid)
        .select()
        .limit(100)
        .get();
      if (docs.length === 0) break;
      for (const doc of docs) {
        // The account is being deleted by its verified owner: no per-ad owner re-check.
        await runTransaction(async (tx) => {
          await kind.removeDocuments(tx, doc.id);
        });
        // Everything under it: likes, reports, restored reporters.
        await db().recursiveDelete(doc.ref);
        await queueRef(kind, doc.id).delete();
      }
    }
    await kind.forgetMember(uid);
  }
}
