// The alerts trigger: when a listing is created active, or becomes
// active again (the owner resumes or renews it, a moderator restores it), the
// owners of the saved searches it matches get an in-app notification. Loaded
// lazily by the `notifySavedSearches` function (index.ts); tests call
// `notifySavedSearchOwners` directly with the before/after documents.
//
// Exactly once: each alert's id is `{searchId}_{postId}` and it is created
// in a transaction only if it isn't there, so a retried event, a second
// delivery or a later re-activation of the same listing finds it and leaves
// it alone; its e-mail (mail/alert-mail.ts) is decided in that transaction.
// Once per poster and search, however often they re-post: each alert names
// its guard (the listing's author and the search), so a deleted and
// re-posted listing moves the search's one alert instead of ringing again.
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { alertGuardId, createAlertWithMail, type AlertGuard } from '../mail/alert-mail';
import { LISTINGS } from '../listings/paths';
import { effectiveStatus } from '../listings/lifecycle';
import { matchesSavedSearch } from '../saved-searches/match';
import {
  ANY,
  CANDIDATE_PAGE,
  LOCATION_CHUNK,
  nearCandidatesQueryShape,
  NOTIFICATIONS,
  notificationId,
  SAVED_SEARCHES,
} from '../saved-searches/stored';
import type { SavedSearchFilters } from '../contract/saved-searches';
import { CELL_TERM_PREFIX } from '../places/near';

type Data = Record<string, unknown> | undefined;

/** A write the alert triggers are given (tests pass the documents directly); `Id` names its document. */
export type DocumentWrite<Id extends string> = Record<Id, string> & {
  db: Firestore;
  before: Data;
  after: Data;
  now?: number;
};

/** What one alert run did: the candidates it read, those that matched, the alerts it made now. */
export type AlertResult = { candidates: number; matched: number; created: number };
export const noAlerts = (): AlertResult => ({ candidates: 0, matched: 0, created: 0 });

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The guard of an alert (`kind`) the listing `postId` by `authorUid` made for
 * `targetId`, live while the listing is active (mail/alert-mail.ts).
 */
export const listingGuard = (
  db: Firestore,
  kind: string,
  postId: string,
  authorUid: string,
  targetId: string,
): AlertGuard => ({
  id: alertGuardId(kind, authorUid, targetId),
  authorUid,
  subject: db.collection(LISTINGS).doc(postId),
  isLive: (data) => effectiveStatus(data) === 'active',
});

/**
 * Whether this write makes the listing newly visible on browse: it exists and
 * is active now (not expired, paused, let or under review), and before it
 * didn't exist or wasn't active. A plain edit of an active listing is not news.
 */
export function becameActive(before: Data, after: Data, now = Date.now()): boolean {
  if (!after || effectiveStatus(after, now) !== 'active') return false;
  return !before || effectiveStatus(before, now) !== 'active';
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Alerts the owners of the saved searches that match the listing `postId`
 * after this write. The candidates come from indexed queries narrowed by
 * location (saved-searches/stored.ts): the searches whose location term is
 * one of the listing's `locationPrefixes` (chunks of LOCATION_CHUNK, room type
 * key the listing's or "any"), the searches without a location whose room
 * type and availability keys are the listing's or "any", and the near searches
 * with one of the listing's cells (`nearCells`; the matcher measures the
 * distance). Each is paged by document id. The pure matcher decides the rest (availability for located
 * searches, rent, lifestyle, status), as browse would.
 */
export async function notifySavedSearchOwners(
  write: DocumentWrite<'postId'>,
): Promise<AlertResult> {
  const { db, postId, now = Date.now() } = write;
  const result = noAlerts();
  if (!becameActive(write.before, write.after, now)) return result;
  const listing = write.after!;
  const roomTypes = [...new Set([text(listing.roomType), ANY])];
  const availabilities = [...new Set([text(listing.availability), ANY])];
  // A search's locationKey is one value, so the chunks never read a search twice.
  // The listing's cells are no search's location term: they find the near searches.
  const terms = [...new Set(strings(listing.locationPrefixes))].filter((p) => p !== ANY);
  const prefixes = terms.filter((term) => !term.startsWith(CELL_TERM_PREFIX));
  const cells = terms.filter((term) => term.startsWith(CELL_TERM_PREFIX));

  const searches = db.collection(SAVED_SEARCHES);
  const queries: Query[] = [
    searches
      .where('locationKey', '==', ANY)
      .where('roomTypeKey', 'in', roomTypes)
      .where('availabilityKey', 'in', availabilities),
  ];
  if (cells.length) {
    const { field, values } = nearCandidatesQueryShape(cells).arrayContainsAny;
    queries.push(searches.where(field, 'array-contains-any', values));
  }
  for (let i = 0; i < prefixes.length; i += LOCATION_CHUNK) {
    queries.push(
      searches
        .where('locationKey', 'in', prefixes.slice(i, i + LOCATION_CHUNK))
        .where('roomTypeKey', 'in', roomTypes),
    );
  }

  /** Reads one candidate query page by page, alerting the matching searches' owners. */
  async function alertPages(candidates: Query) {
    let lastId: string | undefined;
    for (;;) {
      let query = candidates.orderBy(FieldPath.documentId()).limit(CANDIDATE_PAGE);
      if (lastId) query = query.startAfter(lastId);
      const { docs } = await query.get();
      result.candidates += docs.length;

      const matches = docs.filter((search) => {
        // Your own listing is no news to you.
        if (search.get('ownerId') === listing.ownerId) return false;
        return matchesSavedSearch(
          (search.get('filters') ?? {}) as SavedSearchFilters,
          listing,
          now,
        );
      });
      result.matched += matches.length;
      // Each alert with its e-mail, as its owner chose, in one transaction
      // (mail/alert-mail.ts says what one costs).
      const created = await Promise.all(
        matches.map((search) => {
          const item = {
            kind: 'saved-search-match' as const,
            searchName: text(search.get('name')),
            postId,
            title: text(listing.title),
            location: text(listing.location),
            rentAmount: typeof listing.rentAmount === 'number' ? listing.rentAmount : 0,
          };
          return createAlertWithMail(
            db.collection(NOTIFICATIONS).doc(notificationId(search.id, postId)),
            search.get('ownerId') as string,
            { ...item, searchId: search.id },
            item,
            listingGuard(db, 'search', postId, text(listing.ownerId), search.id),
          );
        }),
      );
      result.created += created.reduce((a: number, b) => a + b, 0);

      if (docs.length < CANDIDATE_PAGE) return;
      lastId = docs[docs.length - 1]!.id;
    }
  }

  // At most 1 + ceil(300 / LOCATION_CHUNK) = 21 queries, read concurrently.
  await Promise.all(queries.map(alertPages));
  return result;
}
