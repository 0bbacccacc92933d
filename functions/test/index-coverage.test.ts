// Every query GET /posts can issue must be served by firestore.indexes.json
// (the emulator doesn't enforce indexes; production answers FAILED_PRECONDITION).
// The matcher below implements Firestore's composite-index rules on its own,
// rather than reusing the generator (functions/scripts/gen-indexes.cjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inboxQueryShape } from '../src/conversations/query';
import { moderationQueueShape } from '../src/moderation/repository';
import { activeListingsQueryShape } from '../src/posts/poster';
import { sweepQueryShape } from '../src/lifecycle/query';
import { expiringQueryShape } from '../src/posts/expiring-query';
import { likersQueryShape } from '../src/posts/likers';
import { likedQueryShape } from '../src/posts/liked-query';
import {
  anyLocationCandidatesQueryShape,
  locatedCandidatesQueryShape,
  LOCATION_CHUNK,
  notificationsQueryShape,
  unreadQueryShape,
} from '../src/saved-searches/stored';
import { LIFESTYLE_PREFERENCES, SORTS, type LifestylePreference } from '../src/posts/fields';
import { DOCUMENT_ID, type QueryShape } from '../src/lib/query-shape';
import {
  buildCountQuery,
  buildPostsQuery,
  type CountShape,
  type ListFilters,
} from '../src/posts/query';

type IndexField = {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
};
type Index = { collectionGroup: string; queryScope: string; fields: IndexField[] };

const file = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'firestore.indexes.json'), 'utf8'),
) as { indexes: Index[]; fieldOverrides: unknown[] };

const direction = (d: 'asc' | 'desc') => (d === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** Firestore serves one ordered field (with or without a range on it, no other filters) from its automatic single-field index. */
function servedBySingleFieldIndex(shape: CountShape) {
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);
  return (
    // Automatic single-field indexes are collection-scoped: a collection-group
    // query needs a declared index (Liked Listings).
    (shape.scope ?? 'COLLECTION') === 'COLLECTION' &&
    shape.equality.length === 0 &&
    !shape.arrayContains &&
    !shape.membership?.length &&
    order.length <= 1 &&
    shape.range.every((r) => r.field === order[0]?.field)
  );
}

/**
 * A composite index serves a query when it holds, in order: the equality and
 * array-contains fields (in any order among themselves), then exactly the
 * orderBy fields with their directions. Inequality fields must be among the
 * ordered fields, and the document-id tie-break must run in the direction of
 * the last indexed field (that is how Firestore appends __name__).
 */
function serves(index: Index, shape: CountShape): boolean {
  // The scope must match too: a COLLECTION_GROUP index serves only collection-group queries.
  if (index.collectionGroup !== shape.collection) return false;
  if (index.queryScope !== (shape.scope ?? 'COLLECTION')) return false;
  const tieBreak = shape.orderBy[shape.orderBy.length - 1]!;
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID);
  let fields = index.fields;
  const explicitName =
    fields[fields.length - 1]?.fieldPath === DOCUMENT_ID ? fields[fields.length - 1] : undefined;
  if (explicitName) fields = fields.slice(0, -1);

  // An `in` (on the lifestyle fields) is an equality for indexes.
  const equalities = [...shape.equality, ...(shape.membership ?? [])];
  const prefixSize = equalities.length + (shape.arrayContains ? 1 : 0);
  if (fields.length !== prefixSize + order.length) return false;

  const prefix = fields.slice(0, prefixSize);
  const wantedEquality = new Set(equalities.map((e) => e.field));
  for (const field of prefix) {
    if (field.arrayConfig === 'CONTAINS') {
      if (field.fieldPath !== shape.arrayContains?.field) return false;
    } else if (!field.order || !wantedEquality.delete(field.fieldPath)) {
      return false;
    }
  }
  if (wantedEquality.size > 0) return false;
  if (shape.arrayContains && !prefix.some((f) => f.arrayConfig === 'CONTAINS')) return false;

  const ordered = fields.slice(prefixSize);
  const orderMatches = order.every(
    (o, i) => ordered[i]!.fieldPath === o.field && ordered[i]!.order === direction(o.direction),
  );
  if (!orderMatches) return false;
  if (!shape.range.every((r) => order.some((o) => o.field === r.field))) return false;

  const lastDirection = explicitName?.order ?? ordered[ordered.length - 1]?.order;
  return tieBreak.field === DOCUMENT_ID && lastDirection === direction(tieBreak.direction);
}

/**
 * An equality-only query (a count): an index whose fields are exactly those
 * equality fields, in any order, each ascending or descending.
 */
function servesEqualities(
  index: Index,
  shape: { collection: string; equality: { field: string }[] },
): boolean {
  if (index.collectionGroup !== shape.collection || index.queryScope !== 'COLLECTION') return false;
  const wanted = shape.equality.map((e) => e.field).sort();
  const have = index.fields
    .filter((f) => f.fieldPath !== DOCUMENT_ID)
    .map((f) => (f.order ? f.fieldPath : `${f.fieldPath} (array)`))
    .sort();
  return JSON.stringify(have) === JSON.stringify(wanted);
}

const FILTER_VALUES = {
  ownerId: 'some-uid',
  availability: 'Available',
  roomType: 'Studio',
  location: 'brooklyn',
  minRent: 500,
  maxRent: 1500,
} as const;

/**
 * Lifestyle filters: which index a query needs depends only on which
 * of the two lifestyle fields it names (none, house, rhythm, both), not on the
 * chosen keys, so four sets stand for all 64. Picked here by hand, on purpose
 * not as the generator picks them (the first key of each group); a test below
 * checks that every one of the 64 sets names the same fields as one of these.
 */
const LIFESTYLE_SETS: LifestylePreference[][] = [
  [],
  ['smoking'],
  ['earlyBird', 'social'],
  ['pets', 'smoking', 'quiet'],
];

/** Every combination of filters × lifestyle × sort (public lists only take lifestyle). */
function allFilters(): { label: string; filters: ListFilters }[] {
  const keys = Object.keys(FILTER_VALUES) as (keyof typeof FILTER_VALUES)[];
  const all = [];
  for (let mask = 0; mask < 1 << keys.length; mask++) {
    const chosen = keys.filter((_, i) => mask & (1 << i));
    for (const lifestyle of LIFESTYLE_SETS) {
      if (lifestyle.length && chosen.includes('ownerId')) continue;
      for (const sort of SORTS) {
        const filters: ListFilters = { sort, limit: 20, lifestyle };
        for (const key of chosen) Object.assign(filters, { [key]: FILTER_VALUES[key] });
        const names = [...chosen, ...(lifestyle.length ? [`lifestyle=${lifestyle}`] : [])];
        all.push({ label: `${names.join('+') || 'no filters'}, ${sort}`, filters });
      }
    }
  }
  return all;
}

/** Every list query: each combination with and without a cursor. */
function allShapes(): { label: string; shape: QueryShape }[] {
  const shapes = [];
  for (const { label, filters } of allFilters()) {
    const plain = buildPostsQuery(filters);
    const position = { values: plain.orderBy.slice(0, -1).map(() => 1), id: 'abc' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      shapes.push({ label: `${label}${shape.startAfter ? ', with cursor' : ''}`, shape });
    }
  }
  return shapes;
}

describe('firestore.indexes.json', () => {
  const shapes = allShapes();

  it('when every filter combination, sort and cursor is built, then there are 960 shapes, each limited and tie-broken by id', () => {
    // Without ownerId: 2^5 other filter sets × 4 lifestyle cases; with it: 2^5 × no lifestyle.
    expect(shapes).toHaveLength((2 ** 5 * 4 + 2 ** 5) * 3 * 2);
    for (const { shape } of shapes) {
      expect(shape.limit).toBe(21);
      expect(shape.orderBy[shape.orderBy.length - 1]!.field).toBe(DOCUMENT_ID);
      expect(shape.orderBy.slice(0, -1).map((o) => o.field)).not.toContain(DOCUMENT_ID);
    }
  });

  it('when each query shape is checked, then an index in the file serves it (or it needs none)', () => {
    const uncovered = shapes
      .filter(
        ({ shape }) =>
          !servedBySingleFieldIndex(shape) && !file.indexes.some((i) => serves(i, shape)),
      )
      .map(({ label }) => label);
    expect(uncovered).toEqual([]);
  });

  it('when a public list is counted (GET /posts/count) with any filters, then the index that serves the list serves the count: no index of its own', () => {
    const counted = allFilters().filter(({ filters }) => filters.ownerId === undefined);
    expect(counted).toHaveLength(2 ** 5 * 4 * 3);
    const uncovered = counted
      .filter(({ filters }) => {
        const { ownerId: _owner, limit: _limit, ...countFilters } = filters;
        const shape = buildCountQuery(countFilters);
        const { limit: _pageLimit, ...list } = buildPostsQuery(filters);
        expect(shape).toEqual(list);
        return !servedBySingleFieldIndex(shape) && !file.indexes.some((i) => serves(i, shape));
      })
      .map(({ label }) => label);
    expect(uncovered).toEqual([]);
  });

  it('when any of the 64 lifestyle sets is chosen, then its query names the same lifestyle fields as one of the four sets enumerated above', () => {
    const fieldsOf = (lifestyle: LifestylePreference[]) =>
      JSON.stringify(
        (buildPostsQuery({ sort: 'newest', limit: 20, lifestyle }).membership ?? []).map(
          (m) => m.field,
        ),
      );
    const represented = new Set(LIFESTYLE_SETS.map(fieldsOf));
    expect(represented.size).toBe(4);
    for (let mask = 0; mask < 1 << LIFESTYLE_PREFERENCES.length; mask++) {
      const lifestyle = LIFESTYLE_PREFERENCES.filter((_, i) => mask & (1 << i));
      expect(represented.has(fieldsOf(lifestyle)), lifestyle.join('+')).toBe(true);
    }
  });

  it('when the file is read, then public lists need 128 indexes (32 × the 4 lifestyle cases) and the file stays within Firestore’s 200', () => {
    const publicShapes = shapes.filter(({ shape }) =>
      shape.equality.some((e) => e.field === 'status'),
    );
    const publicIndexes = file.indexes.filter((index) =>
      publicShapes.some(({ shape }) => serves(index, shape)),
    );
    expect(publicIndexes).toHaveLength(32 * 4);
    // With the lifestyle filter, listings' queries need 164 (128 public, 34 owner
    // lists and counts, the sweep, the inbox); the file holds a few more for other queries.
    expect(file.indexes.length).toBeLessThanOrEqual(200);
  });

  it('when the file is read, then every index in it serves at least one query (nothing stale)', () => {
    const inbox = inboxQueryShape('uid-1', 20);
    const sweep = sweepQueryShape(200);
    const expiring = expiringQueryShape('uid-1');
    const unused = file.indexes.filter(
      (index) =>
        !serves(index, inbox) &&
        !serves(index, likedQueryShape('uid-1', 20)) &&
        !serves(index, sweep) &&
        !serves(index, expiring) &&
        !servesEqualities(index, activeListingsQueryShape('uid-1')) &&
        // Saved-search candidates, notifications, unread notifications.
        !servesEqualities(index, locatedCandidatesQueryShape('brooklyn', 'Studio')) &&
        !servesEqualities(index, anyLocationCandidatesQueryShape('Studio', 'Available')) &&
        !serves(index, notificationsQueryShape('uid-1', 20)) &&
        !servesEqualities(index, unreadQueryShape('uid-1')) &&
        !shapes.some(({ shape }) => serves(index, shape)),
    );
    expect(unused).toEqual([]);
  });

  it('when the matcher sees a wrong direction or a missing equality field, then it refuses the index', () => {
    const shape = buildPostsQuery({
      sort: 'rent-asc',
      limit: 5,
      availability: 'Available',
      location: 'x',
    });
    const good: Index = {
      collectionGroup: 'posts',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'locationPrefixes', arrayConfig: 'CONTAINS' },
        { fieldPath: 'availability', order: 'ASCENDING' },
        // Public lists ask for active listings only.
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'rentAmount', order: 'ASCENDING' },
      ],
    };
    expect(serves(good, shape)).toBe(true);
    const wrongDirection = {
      ...good,
      fields: [
        ...good.fields.slice(0, 3),
        { fieldPath: 'rentAmount', order: 'DESCENDING' as const },
      ],
    };
    expect(serves(wrongDirection, shape)).toBe(false);
    expect(
      serves({ ...good, fields: [good.fields[0]!, good.fields[2]!, good.fields[3]!] }, shape),
    ).toBe(false);
    expect(serves({ ...good, collectionGroup: 'users' }, shape)).toBe(false);
  });

  it('when an account is deleted, then its likes are found by a collection-group index on likes.uid', () => {
    const overrides = file.fieldOverrides as {
      collectionGroup: string;
      fieldPath: string;
      indexes: { order?: string; queryScope: string }[];
    }[];
    const likesUid = overrides.find((o) => o.collectionGroup === 'likes' && o.fieldPath === 'uid');
    expect(likesUid?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
  });

  it("when an account is deleted, then its reports are found by a collection-group index on reports.reporterKey, and a member's own report of a listing by the collection-scope one", () => {
    const overrides = file.fieldOverrides as {
      collectionGroup: string;
      fieldPath: string;
      indexes: { order?: string; queryScope: string }[];
    }[];
    const reporterKey = overrides.find(
      (o) => o.collectionGroup === 'reports' && o.fieldPath === 'reporterKey',
    );
    expect(reporterKey?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
    // An override replaces the automatic indexes: the equality query per listing needs this one back.
    expect(reporterKey?.indexes).toContainEqual({ order: 'ASCENDING', queryScope: 'COLLECTION' });
  });

  it("when the inbox lists a member's conversations (with or without a cursor), then an index serves it", () => {
    const shape = inboxQueryShape('uid-1', 20);
    expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it("when an owner lists a listing's likers (newest first, with or without a cursor), then the automatic single-field index on likes.createdAt serves it", () => {
    const plain = likersQueryShape(20);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'uid-1' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(21);
      expect(servedBySingleFieldIndex(shape)).toBe(true);
    }
    // An override would replace the automatic index: none may touch likes.createdAt.
    const overrides = file.fieldOverrides as { collectionGroup: string; fieldPath: string }[];
    expect(
      overrides.filter((o) => o.collectionGroup === 'likes' && o.fieldPath === 'createdAt'),
    ).toEqual([]);
  });

  it('when a member lists the listings they liked (newest like first, with or without a cursor), then a collection-group index on likes (uid, createdAt desc) serves it', () => {
    const plain = likedQueryShape('uid-1', 20);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'post-1' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(21);
      expect(shape.scope).toBe('COLLECTION_GROUP');
      expect(servedBySingleFieldIndex(shape)).toBe(false);
      expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
    }
    // The matcher itself: the same fields at collection scope don't serve a collection-group query.
    const index = file.indexes.find((i) => serves(i, plain))!;
    expect(index).toEqual({
      collectionGroup: 'likes',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'uid', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    });
    expect(serves({ ...index, queryScope: 'COLLECTION' }, plain)).toBe(false);
    expect(serves(index, { ...plain, scope: undefined })).toBe(false);
  });

  it('when the expiry sweep looks for active listings past their expiry, then an index serves it', () => {
    const shape = sweepQueryShape(200);
    expect(shape.equality).toEqual([{ field: 'status', value: 'active' }]);
    expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it("when the navbar asks how many of the owner's listings expire soon, then an index serves it", () => {
    const shape = expiringQueryShape('uid-1');
    expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
  });

  it("when a listing's details count its poster's active listings (trust badges), then a composite index on ownerId and status serves the count", () => {
    const shape = activeListingsQueryShape('uid-1');
    expect(shape.equality).toEqual([
      { field: 'ownerId', value: 'uid-1' },
      { field: 'status', value: 'active' },
    ]);
    expect(file.indexes.some((index) => servesEqualities(index, shape))).toBe(true);
    // The matcher itself: a missing field or another collection doesn't serve it.
    const posts = (fields: IndexField[]): Index => ({
      collectionGroup: 'posts',
      queryScope: 'COLLECTION',
      fields,
    });
    expect(servesEqualities(posts([{ fieldPath: 'ownerId', order: 'ASCENDING' }]), shape)).toBe(
      false,
    );
    expect(
      servesEqualities(
        {
          ...posts([
            { fieldPath: 'ownerId', order: 'ASCENDING' },
            { fieldPath: 'status', order: 'ASCENDING' },
          ]),
          collectionGroup: 'users',
        },
        shape,
      ),
    ).toBe(false);
  });
});

// Moderation: the queue's one query (GET /moderation/reports).
describe('the moderation queue query', () => {
  it('when its shape is checked, then it is limited, tie-broken by id and served by a single-field index', () => {
    const shape: QueryShape = moderationQueueShape(20);
    expect(shape.limit).toBe(21);
    expect(shape.orderBy.map((o) => o.field)).toEqual(['lastReportedAt', DOCUMENT_ID]);
    expect(servedBySingleFieldIndex(shape)).toBe(true);
  });
});

// Saved searches and alerts: the trigger's candidate query, the
// notifications list and the unread count / "Mark all read".
describe('the saved-search and notification queries', () => {
  it("when the trigger looks for a listing's candidate searches, then each query (by location chunk, or without a location) has an equality-only composite index (`in`s, ascending id order)", () => {
    const located = locatedCandidatesQueryShape('brooklyn', 'Studio');
    const anyLocation = anyLocationCandidatesQueryShape('Studio', 'Available');
    expect(located.equality.map((e) => e.field).sort()).toEqual(['locationKey', 'roomTypeKey']);
    expect(anyLocation.equality.map((e) => e.field).sort()).toEqual([
      'availabilityKey',
      'locationKey',
      'roomTypeKey',
    ]);
    expect(anyLocation.equality.find((e) => e.field === 'locationKey')?.value).toBe('*');
    // Firestore's limit of 30 disjunctions: a chunk of prefixes × two room type keys.
    expect(LOCATION_CHUNK * 2).toBeLessThanOrEqual(30);
    for (const shape of [located, anyLocation]) {
      expect(shape.range).toEqual([]);
      // Only the id: an equality-only index ends in __name__ ascending.
      expect(shape.orderBy).toEqual([{ field: DOCUMENT_ID, direction: 'asc' }]);
      expect(shape.limit).toBe(200);
      expect(file.indexes.some((index) => servesEqualities(index, shape))).toBe(true);
    }
  });

  it('when a member lists their notifications (newest first, with or without a cursor), then an index serves it, limited to limit + 1', () => {
    const plain = notificationsQueryShape('uid-1', 20);
    const position = { values: [{ seconds: 1, nanoseconds: 0 }], id: 'a_b' };
    for (const shape of [plain, { ...plain, startAfter: position }]) {
      expect(shape.limit).toBe(21);
      expect(file.indexes.some((index) => serves(index, shape))).toBe(true);
    }
  });

  it('when the bell counts unread notifications or all are marked read, then a composite index on ownerId and read serves it', () => {
    const shape = unreadQueryShape('uid-1');
    expect(shape.equality.map((e) => e.field)).toEqual(['ownerId', 'read']);
    expect(file.indexes.some((index) => servesEqualities(index, shape))).toBe(true);
  });

  it("when a member's saved searches are listed or counted, then no composite index is needed (one equality on ownerId) and no override removes it", () => {
    const overrides = file.fieldOverrides as { collectionGroup: string; fieldPath: string }[];
    expect(overrides.filter((o) => o.collectionGroup === 'savedSearches')).toEqual([]);
  });
});
