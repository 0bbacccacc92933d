// What a member saw, kept for when they are offline, in the cache the service
// worker fills with their API answers (service-worker/caches.ts): the app
// saves there what the worker can't see (a conversation, which arrives live
// through Firestore), and clears it all when the member changes. Everything
// saved goes through the same filter as the worker's: no contact details,
// e-mails or phone numbers.
import { MEMBER_CACHE } from '@/service-worker/caches';
import { savedAtOf, savedFor, savedResponse } from '@/service-worker/saved-answers';

/** Whose data the member cache holds (a uid), so another member's sign-in clears it. */
const OWNER_KEY = 'roomly:offline-owner';

/** The app's own copies live under this path, which no request of the app's ever has. */
const COPY_PREFIX = '/offline-copies/';

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/**
 * Who `keepCopiesOf` last said is signed in (undefined until it is first
 * told): a copy saved late (a page saves at most every few seconds) for a
 * member who has since signed out is dropped, not left behind.
 */
let signedIn: string | null | undefined;
/** Counts the clearings: a save under way while one happens takes back what it wrote. */
let clearings = 0;

/** A copy as the app gets it back: the data and when it was saved (ms). */
export type SavedCopy<T> = { data: T; savedAt: number };

/** Saves `data` as `uid`'s copy under `key` (private fields removed). Never fails the caller. */
export async function saveCopy(key: string, uid: string, data: unknown): Promise<void> {
  const storage = cacheStorage();
  if (!storage || (signedIn !== undefined && signedIn !== uid)) return;
  const clearingsBefore = clearings;
  const url = `${COPY_PREFIX}${encodeURIComponent(key)}`;
  try {
    const cache = await storage.open(MEMBER_CACHE);
    await cache.put(url, savedResponse(data, uid, Date.now()));
    if (clearings !== clearingsBefore) await (await storage.open(MEMBER_CACHE)).delete(url);
  } catch (error) {
    console.warn('Could not save a copy for offline use', error);
  }
}

/** `uid`'s copy under `key`, if they saved one. */
export async function readCopy<T>(key: string, uid: string): Promise<SavedCopy<T> | null> {
  const storage = cacheStorage();
  if (!storage) return null;
  try {
    const cache = await storage.open(MEMBER_CACHE);
    const saved = await cache.match(`${COPY_PREFIX}${encodeURIComponent(key)}`);
    if (!saved || !savedFor(saved, uid)) return null;
    return { data: (await saved.json()) as T, savedAt: savedAtOf(saved) };
  } catch {
    return null;
  }
}

/** Deletes everything kept of a member: their saved answers and copies. */
export async function clearMemberCopies(): Promise<void> {
  clearings++;
  await cacheStorage()?.delete(MEMBER_CACHE);
}

/**
 * Called whenever who is signed in changes: signed out (or the account
 * deleted), or another member signed in, everything saved of the previous one
 * goes.
 */
export async function keepCopiesOf(uid: string | null): Promise<void> {
  signedIn = uid;
  let owner: string | null = null;
  try {
    owner = localStorage.getItem(OWNER_KEY);
  } catch {
    // Storage refused (private mode): clear to be safe.
  }
  if (uid !== null && owner === uid) return;
  await clearMemberCopies().catch(() => {});
  try {
    if (uid === null) localStorage.removeItem(OWNER_KEY);
    else localStorage.setItem(OWNER_KEY, uid);
  } catch {
    // Nothing to remember it in: the next sign-in clears again, which is safe.
  }
}
