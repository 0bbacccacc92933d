// Writes ../firestore.indexes.json: the composite indexes for every query
// shape GET /posts can issue. Run with `npm run indexes --workspace functions`
// (it builds first: the shapes come from the compiled query builder).
// test/index-coverage.test.ts checks the file independently.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { buildPostsQuery, DOCUMENT_ID, FIELD_OVERRIDES } = require('../lib/posts/query.js');
const { SORTS } = require('../lib/posts/fields.js');

const OPTIONAL = {
  ownerId: 'some-uid',
  availability: 'Available',
  roomType: 'Studio',
  location: 'brooklyn',
  minRent: 500,
  maxRent: 1500,
};

function* allFilters() {
  const keys = Object.keys(OPTIONAL);
  for (let mask = 0; mask < 1 << keys.length; mask++) {
    for (const sort of SORTS) {
      const filters = { sort, limit: 20 };
      keys.forEach((key, i) => {
        if (mask & (1 << i)) filters[key] = OPTIONAL[key];
      });
      yield filters;
    }
  }
}

/** The composite index a shape needs, or null when Firestore's single-field indexes serve it. */
function indexFor(shape) {
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);
  const singleField =
    shape.equality.length === 0 &&
    !shape.arrayContains &&
    order.length === 1 &&
    shape.range.every((r) => r.field === order[0].field);
  if (singleField) return null;
  const fields = [
    ...shape.equality
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
  return { collectionGroup: shape.collection, queryScope: 'COLLECTION', fields };
}

const { inboxQueryShape } = require('../lib/conversations/query.js');

const indexes = new Map();
// The inbox (messages): the caller's conversations, newest first.
indexes.set('inbox', indexFor(inboxQueryShape('some-uid', 20)));
// The daily expiry sweep (issue 12): active listings past their expiry.
const { expiringQueryShape, sweepQueryShape } = require('../lib/lifecycle/query.js');
indexes.set('sweep', indexFor(sweepQueryShape(200)));
// The navbar's "expires soon" notice (issue 12): the owner's active listings by expiry.
indexes.set('expiring', indexFor(expiringQueryShape('some-uid')));
// Trust badges (issue 12): details count the poster's active listings (equalities only).
const { activeListingsQueryShape } = require('../lib/posts/poster.js');
indexes.set(
  'active-listings',
  indexFor({ ...activeListingsQueryShape('some-uid'), range: [], orderBy: [] }),
);
for (const filters of allFilters()) {
  const index = indexFor(buildPostsQuery(filters));
  if (index) indexes.set(JSON.stringify(index), index);
}
const sorted = [...indexes.values()].sort((a, b) =>
  JSON.stringify(a.fields).localeCompare(JSON.stringify(b.fields)),
);
const path = join(__dirname, '..', '..', 'firestore.indexes.json');
writeFileSync(
  path,
  JSON.stringify({ indexes: sorted, fieldOverrides: FIELD_OVERRIDES }, null, 2) + '\n',
);
console.log(`Wrote ${sorted.length} composite indexes to ${path}`);
