// Backfills what browse and the alerts trigger query, for documents written
// before those fields existed: a listing's `search` map (listings/search-fields.ts),
// its lifestyle index fields, location prefixes and point (places/), a saved search's
// query keys (saved-searches/stored.ts), and a Room wanted ad's areas as
// places with a distance and a point, and what its searches ask of them
// (wanted-ads/document.ts). And takes out what a client must not read: a
// Room wanted ad's exact age, stored before only its five-year range was. Every write path keeps these true for
// what it writes; this fixes what was already there.
//
// Idempotent (a document is written only when a derived field differs from
// what it stores, so a second run writes nothing), batched (one page of
// documents read, one batch written), resumable (pages go by document id; a
// run can start after any id) and safe beside live traffic: each write is
// conditional on the document being unchanged since it was read, and a page
// that lost that race is read and written again. Run by `npm run migrate`
// (scripts/migrate.mjs, also after `npm start` seeds) and by its test.
import {
  FieldPath,
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { locationSearchTerm } from '../contract/browse-filters';
import { ageRangeOf, WANTED_AD_LIMITS, type WantedAreaInput } from '../contract/wanted-ad';
import { locationFields } from '../listings/document';
import { isPoint } from '../places/near';
import { LISTINGS } from '../listings/paths';
import { lifestyleFields } from '../listings/lifestyle-index';
import { searchFields } from '../listings/search-fields';
import { ANY, locationKeyFor, SAVED_SEARCHES } from '../saved-searches/stored';
import { areaSearchFields, readArea, storedAreas } from '../wanted-ads/document';
import { WANTED_ADS } from '../wanted-ads/fields';

/** Documents read and written per page: one batch, well under Firestore's 500 writes. */
export const MIGRATION_BATCH_SIZE = 200;

/** The collections migrated, in the order they run. */
export const MIGRATED = [LISTINGS, SAVED_SEARCHES, WANTED_ADS] as const;
export type MigratedCollection = (typeof MIGRATED)[number];

type Data = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Equal as Firestore stores them: maps by key (in any order), arrays in order, scalars strictly. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, i) => same(value, b[i]))
    );
  }
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && same((a as Data)[key], (b as Data)[key]))
  );
}

/** Only the entries of `derived` that differ from `stored`: what a document needs written. */
function differences(stored: Data, derived: Data): Data {
  return Object.fromEntries(
    Object.entries(derived).filter(([key, value]) => !same(stored[key], value)),
  );
}

/** The fields a listing's derived fields come from, and the derived fields themselves. */
const POST_FIELDS = [
  'rentAmount',
  'rent',
  'roomType',
  'availability',
  'facts',
  'location',
  'lifestylePreferences',
  'search',
  'lifestyleHouse',
  'lifestyleRhythm',
  'locationPrefixes',
  'point',
  'pointChosen',
];

/** What a stored listing must gain for its derived fields to be what the API writes today. */
export function postChanges(stored: Data): Data {
  return differences(stored, {
    ...searchFields(stored),
    ...lifestyleFields(list(stored.lifestylePreferences)),
    // A point the poster chose is kept; otherwise the one the location names.
    ...locationFields(
      text(stored.location),
      stored.pointChosen === true && isPoint(stored.point) ? stored.point : undefined,
    ),
  });
}

const SAVED_SEARCH_FIELDS = [
  'filters',
  'locationTerm',
  'locationKey',
  'roomTypeKey',
  'availabilityKey',
];

/**
 * What a stored saved search must gain: its query keys (stored.ts), each only
 * when missing. The location key comes from the stored `locationTerm`, or from
 * the filters' location, normalized as browse normalizes it, when the term is
 * missing too (it is then written as well).
 */
export function savedSearchChanges(stored: Data): Data {
  const filters = (
    stored.filters && typeof stored.filters === 'object' ? stored.filters : {}
  ) as Data;
  const changes: Data = {};
  let term = stored.locationTerm;
  if (typeof term !== 'string' && term !== null) {
    term = locationSearchTerm(text(filters.location)) ?? null;
    changes.locationTerm = term;
  }
  if (typeof stored.locationKey !== 'string')
    changes.locationKey = locationKeyFor(term as string | null);
  if (typeof stored.roomTypeKey !== 'string') changes.roomTypeKey = text(filters.roomType) || ANY;
  if (typeof stored.availabilityKey !== 'string') {
    changes.availabilityKey = text(filters.availability) || ANY;
  }
  return changes;
}

/**
 * What a stored Room wanted ad must gain: its areas as the API writes them
 * today (a plain name, stored before places, becomes the name with the
 * default distance and the point it names; a chosen point is kept) and their
 * `areaPrefixes` and `areaTerms`. A document without a list of areas was
 * written by hand and is left as it is.
 */
function seekerAreaChanges(stored: Data): Data {
  if (!Array.isArray(stored.areas)) return {};
  const areas = storedAreas(
    list(stored.areas).flatMap((value): WantedAreaInput[] => {
      const area = readArea(value);
      if (!area) return [];
      const chosen = (value as Data).pointChosen === true && area.point;
      return [{ name: area.name, km: area.km, ...(chosen ? { point: chosen } : {}) }];
    }),
  );
  return differences(stored, { areas, ...areaSearchFields(areas) });
}

/**
 * What a stored Room wanted ad must gain (its areas, above) and lose: an
 * exact `age` becomes its range (kept when the ad already has one: an edit
 * wrote it) and is deleted.
 */
export function seekerAdChanges(stored: Data): Data {
  const areas = seekerAreaChanges(stored);
  if (!('age' in stored)) return areas;
  const { min, max } = WANTED_AD_LIMITS.age;
  const age = stored.age;
  const valid = typeof age === 'number' && Number.isInteger(age) && age >= min && age <= max;
  return {
    ...areas,
    ...('ageRange' in stored ? {} : { ageRange: valid ? ageRangeOf(age) : null }),
    age: FieldValue.delete(),
  };
}

const PLANS: Record<MigratedCollection, { fields: string[]; changes: (stored: Data) => Data }> = {
  [LISTINGS]: { fields: POST_FIELDS, changes: postChanges },
  [SAVED_SEARCHES]: { fields: SAVED_SEARCH_FIELDS, changes: savedSearchChanges },
  [WANTED_ADS]: {
    fields: ['age', 'ageRange', 'areas', 'areaPrefixes', 'areaTerms'],
    changes: seekerAdChanges,
  },
};

export type MigrationCount = { read: number; written: number };
export type MigrationResult = Record<MigratedCollection, MigrationCount>;
export type MigrationProgress = MigrationCount & {
  collection: MigratedCollection;
  /** The last document id done: a run started after it (`startAfter`) resumes here. */
  lastId: string;
};

/** Firestore's status when a write's precondition (here: unchanged since read) fails. */
const FAILED_PRECONDITION = 9;
/** How often a page is read again after losing a race with a live write. */
const PAGE_ATTEMPTS = 5;

/** Reads one page after `afterId` and writes what differs; answers the page and the writes. */
async function migratePage(
  db: Firestore,
  collection: MigratedCollection,
  afterId: string | undefined,
  batchSize: number,
): Promise<{ docs: QueryDocumentSnapshot[]; written: number }> {
  const plan = PLANS[collection];
  for (let attempt = 1; ; attempt++) {
    let query = db
      .collection(collection)
      .orderBy(FieldPath.documentId())
      .select(...plan.fields)
      .limit(batchSize);
    if (afterId !== undefined) query = query.startAfter(afterId);
    const { docs } = await query.get();
    const batch = db.batch();
    let written = 0;
    for (const doc of docs) {
      const changes = plan.changes(doc.data());
      if (Object.keys(changes).length === 0) continue;
      batch.update(doc.ref, changes, { lastUpdateTime: doc.updateTime });
      written++;
    }
    try {
      if (written) await batch.commit();
      return { docs, written };
    } catch (err) {
      // A document changed between the read and the write (an edit, which
      // writes its own derived fields): read the page again and redo it.
      const code = (err as { code?: unknown }).code;
      if (code !== FAILED_PRECONDITION || attempt >= PAGE_ATTEMPTS) throw err;
    }
  }
}

/**
 * Migrates every posts document, then every saved search, then every Room
 * wanted ad, page by page in
 * document id order. `startAfter` resumes an interrupted run (the last id
 * `onProgress` reported); the collections before its one are skipped.
 */
export async function migrateSearchFields({
  db,
  batchSize = MIGRATION_BATCH_SIZE,
  startAfter,
  onProgress,
}: {
  db: Firestore;
  batchSize?: number;
  startAfter?: { collection: MigratedCollection; id: string };
  onProgress?: (progress: MigrationProgress) => void;
}): Promise<MigrationResult> {
  const result = Object.fromEntries(
    MIGRATED.map((collection) => [collection, { read: 0, written: 0 }]),
  ) as MigrationResult;
  const first = startAfter ? MIGRATED.indexOf(startAfter.collection) : 0;
  for (const collection of MIGRATED.slice(first)) {
    const count = result[collection];
    let afterId = startAfter?.collection === collection ? startAfter.id : undefined;
    for (;;) {
      const { docs, written } = await migratePage(db, collection, afterId, batchSize);
      count.read += docs.length;
      count.written += written;
      if (docs.length) {
        afterId = docs.at(-1)!.id;
        onProgress?.({ collection, ...count, lastId: afterId });
      }
      if (docs.length < batchSize) break;
    }
  }
  return result;
}
