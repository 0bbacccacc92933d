// Writes ../firestore.indexes.json: the composite indexes for every query
// shape GET /posts (and every other list) can issue. Run with `npm run indexes --workspace functions`
// (it builds first: the shapes come from the compiled query builder).
// test/index-coverage.test.ts checks the file independently.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { DOCUMENT_ID } = require('../lib/lib/query-shape.js');
const { buildListingsQuery, FIELD_OVERRIDES } = require('../lib/listings/query.js');
const { SORTS } = require('../lib/listings/fields.js');

// A list query's fields depend only on its sort, its scope (public, or the
// owner's own list), whether it has a location, and which of the two lifestyle
// fields it names: every facet is an always-present range filter on the
// listing's `search` map (listings/query.ts, docs/search-design.md), so no facet
// is enumerated here. test/index-coverage.test.ts checks random facet sets.
const SCOPES = [{}, { ownerId: 'some-uid' }];
const LOCATIONS = [{}, { location: 'brooklyn' }];

// Lifestyle filters: an index depends only on which of the two lifestyle
// fields a query names, not on the chosen keys, so one set per case is
// enough: none, a house key only, a rhythm key only, both. Taken here from the
// compiled groups; test/index-coverage.test.ts picks its own sets.
const { LIFESTYLE_GROUPS } = require('../lib/listings/lifestyle-index.js');
const [house, rhythm] = Object.values(LIFESTYLE_GROUPS).map((group) => group[0]);
const LIFESTYLE_SETS = [[], [house], [rhythm], [house, rhythm]];

function* allFilters() {
  for (const sort of SORTS) {
    for (const scope of SCOPES) {
      for (const location of LOCATIONS) {
        for (const lifestyle of LIFESTYLE_SETS) {
          yield { sort, limit: 20, lifestyle, ...scope, ...location };
        }
      }
    }
  }
}

/** The composite index a shape needs, or null when Firestore's single-field indexes serve it. */
function indexFor(shape) {
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);
  const singleField =
    shape.equality.length === 0 &&
    !shape.membership?.length &&
    !shape.arrayContains &&
    order.length === 1 &&
    shape.range.every((r) => r.field === order[0].field);
  if (singleField) return null;
  // An `in` (the lifestyle fields) is an equality for indexes.
  const fields = [
    ...[...shape.equality, ...(shape.membership ?? [])]
      .map((e) => e.field)
      .sort()
      .map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    ...(shape.arrayContains
      ? [{ fieldPath: shape.arrayContains.field, arrayConfig: 'CONTAINS' }]
      : []),
    ...order.map((o) => ({
      fieldPath: o.field,
      order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    })),
  ];
  // A collection-group query (Liked Listings) needs a collection-group index.
  return { collectionGroup: shape.collection, queryScope: shape.scope ?? 'COLLECTION', fields };
}

const { inboxQueryShape } = require('../lib/conversations/query.js');

const indexes = new Map();
// The inbox (messages): the caller's conversations, newest first.
indexes.set('inbox', indexFor(inboxQueryShape('some-uid', 20)));
// The daily expiry sweep: active listings past their expiry.
const { sweepQueryShape } = require('../lib/lifecycle/query.js');
const { expiringQueryShape } = require('../lib/listings/expiring-query.js');
indexes.set('sweep', indexFor(sweepQueryShape(200)));
// The navbar's "expires soon" notice: the owner's active listings by expiry.
indexes.set('expiring', indexFor(expiringQueryShape('some-uid')));
// Trust badges: details count the poster's active listings (equalities only).
const { activeListingsQueryShape } = require('../lib/listings/poster.js');
indexes.set(
  'active-listings',
  indexFor({ ...activeListingsQueryShape('some-uid'), range: [], orderBy: [] }),
);
// Liked Listings: the caller's likes across every listing, newest first.
const { likedQueryShape } = require('../lib/listings/liked-query.js');
indexes.set('liked', indexFor(likedQueryShape('some-uid', 20)));
// Saved searches and alerts: the trigger's candidate searches (by
// location term chunk and room type; or without a location, by room type and
// availability; `in` filters, paged by id), the caller's notifications newest first, and
// their unread ones (the bell's count, "Mark all read"; equalities only).
const {
  anyLocationCandidatesQueryShape,
  locatedCandidatesQueryShape,
  notificationsQueryShape,
  unreadQueryShape,
} = require('../lib/saved-searches/stored.js');
indexes.set(
  'saved-search-candidates-located',
  indexFor(locatedCandidatesQueryShape('brooklyn', 'Studio')),
);
indexes.set(
  'saved-search-candidates-any-location',
  indexFor(anyLocationCandidatesQueryShape('Studio', 'Available')),
);
indexes.set('notifications', indexFor(notificationsQueryShape('some-uid', 20)));
indexes.set(
  'notifications-unread',
  indexFor({ ...unreadQueryShape('some-uid'), range: [], orderBy: [] }),
);
for (const filters of allFilters()) {
  const index = indexFor(buildListingsQuery(filters));
  if (index) indexes.set(JSON.stringify(index), index);
}
// "Room wanted" ads: the public list's shapes (sort × area or not × lifestyle
// case; every facet is an always-present range on the ad's `search` map, as
// for listings), the caller's newest ad, and the sweep's.
const {
  buildWantedAdsQuery,
  mineQueryShape,
  WANTED_AD_SORTS,
} = require('../lib/wanted-ads/query.js');
const { WANTED_ADS } = require('../lib/wanted-ads/fields.js');
for (const sort of WANTED_AD_SORTS) {
  for (const area of [{}, { area: 'brooklyn' }]) {
    for (const lifestyle of LIFESTYLE_SETS) {
      const shape = buildWantedAdsQuery({ sort, limit: 20, now: 0, lifestyle, ...area });
      const index = indexFor(shape);
      indexes.set(JSON.stringify(index), index);
    }
  }
}
indexes.set('wanted-ads-mine', indexFor(mineQueryShape('some-uid')));
indexes.set('wanted-ads-sweep', indexFor(sweepQueryShape(200, 0, WANTED_ADS)));
// Matching people for a room (matches/query.ts): the ads list's newest
// query with the area asked the other way round (`areaTerms`
// array-contains-any the listing's prefixes). Matching rooms for an ad are
// browse's own queries, declared above.
const { matchingPeopleQueryShape } = require('../lib/matches/query.js');
indexes.set(
  'matching-people',
  indexFor(matchingPeopleQueryShape(['brooklyn'], { rentAmount: 900, roomType: 'Studio' }, 100, 0)),
);
// E-mail's expiry reminders (mail/expiry-query.ts): active listings expiring in
// a window, by expiry; the sweep's index serves it, so it adds one only if that changes.
const { expiryReminderQueryShape } = require('../lib/mail/expiry-query.js');
const reminders = indexFor(expiryReminderQueryShape(200));
if (![...indexes.values()].some((i) => JSON.stringify(i) === JSON.stringify(reminders))) {
  indexes.set('expiry-reminders', reminders);
}
// E-mail's scheduled sender (mail/due-query.ts): outbox documents due now
// (status in pending, retry, sending), the longest-waiting first.
const { dueMailQueryShape } = require('../lib/mail/due-query.js');
indexes.set('mail-due', indexFor(dueMailQueryShape(50)));
// Viewings (viewings/query.ts): the caller's upcoming (open, not yet over,
// soonest first) and past (newest first) lists, a thread's viewings (the API's
// GET and the web app's live query), and the reminder job's confirmed,
// not-yet-reminded viewings by start.
const {
  upcomingQueryShape,
  pastQueryShape,
  threadQueryShape,
  reminderQueryShape,
} = require('../lib/viewings/query.js');
indexes.set('viewings-upcoming', indexFor(upcomingQueryShape('some-uid', 10)));
indexes.set('viewings-past', indexFor(pastQueryShape('some-uid', 10)));
indexes.set('viewings-thread', indexFor(threadQueryShape('conv', 'some-uid')));
indexes.set('viewings-reminders', indexFor(reminderQueryShape(200)));
const sorted = [...indexes.values()].sort((a, b) =>
  JSON.stringify(a.fields).localeCompare(JSON.stringify(b.fields)),
);
const path = join(__dirname, '..', '..', 'firestore.indexes.json');
writeFileSync(
  path,
  JSON.stringify({ indexes: sorted, fieldOverrides: FIELD_OVERRIDES }, null, 2) + '\n',
);
console.log(`Wrote ${sorted.length} composite indexes to ${path}`);
