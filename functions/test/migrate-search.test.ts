// The search-fields migration (`npm run migrate`, maintenance/migrate-search.ts)
// on the emulator: documents written before the derived fields existed get
// them, Room wanted ads lose the exact age stored before only its range was,
// a second run changes nothing, a run resumes after any id, and every API
// write (the legacy routes' too) already leaves nothing to migrate.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, defaultFacts, isoDay, type ListingFacts } from '../src/contract/listing-facts';
import { db } from '../src/lib/firebase';
import {
  migrateSearchFields,
  postChanges,
  type MigrationProgress,
} from '../src/maintenance/migrate-search';
import { locationFields, locationPrefixes } from '../src/listings/document';
import { lifestyleFields } from '../src/listings/lifestyle-index';
import { searchFields } from '../src/listings/search-fields';
import {
  api,
  backgroundTriggers,
  bearer,
  createPostAs,
  dumpDatabase,
  insertPosts,
  postInput,
  readPost,
  resetEmulators,
  signUpCast,
  type TestUser,
} from './helpers';
import { AD, postAd, readAd } from './match-support';
import { AREA_DEFAULT_KM, type WantedAd, type WantedArea } from '../src/contract/wanted-ad';
import { locatePlace } from '../src/places/locate';
import { roundPoint } from '../src/places/near';
import {
  areaPrefixes,
  areaSearchFields,
  areaTerms,
  newWantedAdDocument,
} from '../src/wanted-ads/document';

let owner: TestUser;

// The alerts triggers would write notifications for the listings written
// here, and the second run's database must equal the first's.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeEach(async () => {
  await resetEmulators();
  ({ owner } = await signUpCast());
});

const today = isoDay();
const facts = (overrides: Partial<ListingFacts> = {}): ListingFacts => ({
  ...defaultFacts(today),
  minStayMonths: 3,
  maxStayMonths: 12,
  bills: 'yes',
  ...overrides,
});

const DAY = 24 * 60 * 60 * 1000;

/** Firestore refuses `undefined`: an override of `undefined` means "not stored". */
const withoutUndefined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));

/** A listing as the API stored it before browse's derived fields: no `search`, lifestyle keys or prefixes. */
function oldListing(overrides: Record<string, unknown> = {}) {
  const at = Timestamp.fromMillis(Date.now() - DAY);
  return withoutUndefined({
    title: 'Room from the early days',
    location: 'Park Slope, Brooklyn, NY',
    rentAmount: 900,
    roomType: 'Single Room',
    description: 'Written before search fields existed.',
    lifestylePreferences: ['quiet', 'pets'],
    availability: 'Available',
    contactPreference: 'reveal-on-like',
    ownerId: owner.uid,
    userName: 'Early Bird',
    userPhoto: '',
    likes: 0,
    createdAt: at,
    updatedAt: at,
    status: 'active',
    expiresAt: Timestamp.fromMillis(Date.now() + 20 * DAY),
    statusChangedAt: at,
    ...overrides,
  });
}

/** Older saved searches: one without `locationKey`, one without its term either, one complete. */
const SEARCHES = {
  'search-no-key': {
    ownerId: 'someone',
    name: 'Brooklyn',
    filters: { location: 'Brooklyn' },
    locationTerm: 'brooklyn',
    roomTypeKey: '*',
    availabilityKey: '*',
  },
  'search-no-term': {
    ownerId: 'someone',
    name: 'Studios in São Paulo',
    filters: { location: 'São Paulo', roomType: 'Studio' },
  },
  'search-complete': {
    ownerId: 'someone',
    name: 'Anything',
    filters: {},
    locationTerm: null,
    locationKey: '*',
    roomTypeKey: '*',
    availabilityKey: '*',
  },
};

async function seedOldData() {
  const batch = db().batch();
  const posts = db().collection('posts');
  // Before the lifestyle filter, the location prefixes' fixes and the facts.
  batch.set(posts.doc('old-1'), oldListing());
  // The spec's older client stored `rent`; no lifestyle at all.
  batch.set(
    posts.doc('old-2'),
    oldListing({ rentAmount: undefined, rent: 650, lifestylePreferences: undefined }),
  );
  // Facts stored, but no search map yet.
  batch.set(posts.doc('old-3'), oldListing({ facts: facts() }));
  // A stale search map (its rent no longer the listing's) and a wrong lifestyle key.
  batch.set(
    posts.doc('old-4'),
    oldListing({
      ...lifestyleFields(['social']),
      locationPrefixes: locationPrefixes('Park Slope, Brooklyn, NY'),
      search: { ...searchFields(oldListing()).search, rent: 1 },
    }),
  );
  for (const [id, search] of Object.entries(SEARCHES)) {
    batch.set(db().collection('savedSearches').doc(id), search);
  }
  // Room wanted ads as stored before the exact age was kept out of them.
  const ads = db().collection('seekerAds');
  batch.set(ads.doc('ad-old'), { ownerId: owner.uid, headline: 'Old', age: 27 });
  batch.set(ads.doc('ad-old-odd'), { ownerId: owner.uid, headline: 'Odd', age: 'x' });
  batch.set(ads.doc('ad-new'), { ownerId: owner.uid, headline: 'New', ageRange: '30–34' });
  await batch.commit();
  // And one written by today's code: nothing to do.
  await insertPosts([{ id: 'new-1', owner, createdAt: new Date(), fields: { facts: facts() } }]);
}

describe('migrateSearchFields', () => {
  it('when run over older documents, then the first run fixes exactly those and the second changes nothing', async () => {
    await seedOldData();
    const before = await dumpDatabase();
    const untouched = await db().doc('posts/new-1').get();

    const progress: MigrationProgress[] = [];
    const first = await migrateSearchFields({
      db: db(),
      batchSize: 2,
      onProgress: (p) => progress.push(p),
    });
    expect(first).toEqual({
      posts: { read: 5, written: 4 },
      savedSearches: { read: 3, written: 2 },
      seekerAds: { read: 3, written: 2 },
    });
    // Pages of 2 by document id, each reported with the id to resume after.
    expect(progress.map((p) => `${p.collection}:${p.lastId}:${p.read}:${p.written}`)).toEqual([
      'posts:old-1:2:1',
      'posts:old-3:4:3',
      'posts:old-4:5:4',
      'savedSearches:search-no-key:2:1',
      'savedSearches:search-no-term:3:2',
      'seekerAds:ad-old:2:1',
      'seekerAds:ad-old-odd:3:2',
    ]);

    for (const id of ['old-1', 'old-2', 'old-3', 'old-4']) {
      const stored = (await readPost(id))!;
      expect(postChanges(stored), id).toEqual({});
      expect(stored.search).toEqual(searchFields(stored).search);
    }
    const old1 = (await readPost('old-1'))!;
    expect(old1).toMatchObject({ lifestyleHouse: 'pets', lifestyleRhythm: 'quiet' });
    expect(old1.locationPrefixes).toContain('park slope');
    // Listings posted before places get the point of the place their location names.
    expect(old1.point).toEqual(locationFields('Park Slope, Brooklyn, NY').point);
    expect(old1.point).not.toBeNull();
    expect(old1.locationPrefixes).toEqual(expect.arrayContaining([expect.stringMatching(/^geo:/)]));
    expect(old1.search).toMatchObject({ rent: 900, from: 999_999, stayMin: 99, stayMax: 0 });
    expect((await readPost('old-2'))!.search.rent).toBe(650);
    expect((await readPost('old-3'))!.search).toMatchObject({ stayMin: 3, stayMax: 12, bills: 2 });
    expect((await readPost('old-4'))!.search.rent).toBe(900);
    expect((await readPost('old-4'))!.lifestyleHouse).toBe('pets');

    // Only derived fields were written: the rest of each document is as it was.
    const after = await dumpDatabase();
    const DERIVED = [
      'search',
      'lifestyleHouse',
      'lifestyleRhythm',
      'locationPrefixes',
      'point',
      'pointChosen',
    ];
    for (const path of Object.keys(before).filter((p) => p.startsWith('posts/'))) {
      const was = JSON.parse(before[path]!) as Record<string, unknown>;
      const now = JSON.parse(after[path]!) as Record<string, unknown>;
      for (const key of DERIVED) {
        delete was[key];
        delete now[key];
      }
      expect(now, path).toEqual(was);
    }
    expect((await db().doc('posts/new-1').get()).updateTime!.isEqual(untouched.updateTime!)).toBe(
      true,
    );

    const searches = await db().collection('savedSearches').get();
    const stored = Object.fromEntries(searches.docs.map((d) => [d.id, d.data()]));
    expect(stored['search-no-key']).toMatchObject({ locationKey: 'brooklyn' });
    expect(stored['search-no-term']).toMatchObject({
      locationTerm: 'sao paulo',
      locationKey: 'sao paulo',
      roomTypeKey: 'Studio',
      availabilityKey: '*',
    });
    expect(stored['search-complete']).toEqual(SEARCHES['search-complete']);

    // An exact age becomes its five-year range; one that isn't an age, none.
    const ads = await db().collection('seekerAds').get();
    expect(Object.fromEntries(ads.docs.map((d) => [d.id, d.data()]))).toEqual({
      'ad-old': { ownerId: owner.uid, headline: 'Old', ageRange: '25–29' },
      'ad-old-odd': { ownerId: owner.uid, headline: 'Odd', ageRange: null },
      'ad-new': { ownerId: owner.uid, headline: 'New', ageRange: '30–34' },
    });

    const second = await migrateSearchFields({ db: db(), batchSize: 2 });
    expect(second).toEqual({
      posts: { read: 5, written: 0 },
      savedSearches: { read: 3, written: 0 },
      seekerAds: { read: 3, written: 0 },
    });
    expect(await dumpDatabase()).toEqual(after);
  });

  it('when resumed after an id, then only the documents after it are read, and saved searches after theirs', async () => {
    await seedOldData();
    const resumed = await migrateSearchFields({
      db: db(),
      startAfter: { collection: 'posts', id: 'old-2' },
    });
    expect(resumed).toEqual({
      posts: { read: 2, written: 2 },
      savedSearches: { read: 3, written: 2 },
      seekerAds: { read: 3, written: 2 },
    });
    expect((await readPost('old-1'))!.search).toBeUndefined();
    expect((await readPost('old-4'))!.search.rent).toBe(900);

    await resetEmulators();
    ({ owner } = await signUpCast());
    await seedOldData();
    const searchesOnly = await migrateSearchFields({
      db: db(),
      startAfter: { collection: 'savedSearches', id: 'search-complete' },
    });
    expect(searchesOnly).toEqual({
      posts: { read: 0, written: 0 },
      savedSearches: { read: 2, written: 2 },
      seekerAds: { read: 3, written: 2 },
    });
  });

  it('when Room wanted ads stored their areas as names, then each becomes a place with the default distance and its point, a chosen point is kept, the list finds them near their places, and a second run changes nothing', async () => {
    const CHOSEN = { lat: 40.713, lng: -73.962 };
    const ads = db().collection('seekerAds');
    const ad = (areas: unknown[]) => ({
      ...newWantedAdDocument(
        AD,
        { uid: owner.uid, name: 'Old Seeker', photo: '' },
        Timestamp.fromMillis(Date.now() - DAY),
        Timestamp.fromMillis(Date.now() + 10 * DAY),
      ),
      areas,
    });
    const names = ['Williamsburg, Brooklyn', 'Testville Heights'];
    const batch = db().batch();
    // Before places: plain names, and only the names' prefixes and terms.
    batch.set(ads.doc('ad-names'), {
      ...ad(names),
      areaPrefixes: areaPrefixes(names),
      areaTerms: areaTerms(names),
    });
    // An area whose chosen point has no cells yet, and one with a distance not offered.
    batch.set(ads.doc('ad-chosen'), {
      ...ad([
        { name: 'By the L train', km: 1, point: CHOSEN, pointChosen: true },
        { name: 'Queens', km: 7, point: null, pointChosen: false },
      ]),
      areaPrefixes: areaPrefixes(['By the L train', 'Queens']),
      areaTerms: areaTerms(['By the L train', 'Queens']),
    });
    await batch.commit();
    const near = async () =>
      ((await api().get('/seeker-ads?near=40.713,-73.962&km=2').expect(200)).body as WantedAd[])
        .map((a) => a._id)
        .sort();
    expect(await near()).toEqual([]);

    const first = await migrateSearchFields({ db: db() });
    expect(first.seekerAds).toEqual({ read: 2, written: 2 });
    const williamsburg = locatePlace('Williamsburg, Brooklyn');
    expect(williamsburg).toBeDefined();
    expect((await readAd('ad-names'))!.areas).toEqual([
      {
        name: 'Williamsburg, Brooklyn',
        km: AREA_DEFAULT_KM,
        point: roundPoint(williamsburg!),
        pointChosen: false,
      },
      { name: 'Testville Heights', km: AREA_DEFAULT_KM, point: null, pointChosen: false },
    ]);
    const queens = locatePlace('Queens')!;
    const chosen = (await readAd('ad-chosen'))!;
    expect(chosen.areas).toEqual([
      { name: 'By the L train', km: 1, point: CHOSEN, pointChosen: true },
      { name: 'Queens', km: AREA_DEFAULT_KM, point: roundPoint(queens), pointChosen: false },
    ]);
    expect(chosen).toMatchObject(areaSearchFields(chosen.areas as WantedArea[]));
    expect(chosen.areaTerms).toEqual(expect.arrayContaining([expect.stringMatching(/^geo:/)]));
    expect(await near()).toEqual(['ad-chosen', 'ad-names']);

    const after = await dumpDatabase();
    expect((await migrateSearchFields({ db: db() })).seekerAds).toEqual({ read: 2, written: 0 });
    expect(await dumpDatabase()).toEqual(after);
  });

  it('when migrated, then older listings are found on browse by location and lifestyle', async () => {
    await seedOldData();
    const ids = async (query: string) =>
      ((await api().get(`/posts${query}`).expect(200)).body as { _id: string }[])
        .map((p) => p._id)
        .sort();
    expect(await ids('?location=park%20slope&lifestyle=quiet')).toEqual([]);
    await migrateSearchFields({ db: db() });
    expect(await ids('?location=park%20slope&lifestyle=quiet')).toEqual([
      'old-1',
      'old-3',
      'old-4',
    ]);
    // The one written by today's code is found as before.
    expect(await ids('?location=brooklyn&lifestyle=quiet')).toContain('new-1');
  });
});

describe('every API write keeps the derived fields true', () => {
  const nothingToMigrate = async () =>
    expect(await migrateSearchFields({ db: db() })).toMatchObject({
      posts: { written: 0 },
      seekerAds: { written: 0 },
    });

  it('when listings are created and edited through the API, then search follows the stored listing', async () => {
    const id = await createPostAs(owner, { facts: facts({ maxStayMonths: null }) });
    expect((await readPost(id))!.search).toMatchObject({ rent: 950, stayMax: 99, bills: 2 });

    // A full edit without facts keeps the stored facts, and search keeps them too.
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ rentAmount: 1100, roomType: 'Studio' }))
      .expect(200);
    expect((await readPost(id))!.search).toMatchObject({
      rent: 1100,
      room: 'Studio',
      stayMax: 99,
      bills: 2,
    });

    const later = addDays(today, 30);
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ facts: facts({ availableFrom: later, bills: 'some', billsEstimate: 40 }) }))
      .expect(200);
    const stored = (await readPost(id))!;
    expect(stored.search).toEqual(searchFields(stored).search);
    expect(stored.search).toMatchObject({ rent: 950, room: 'Single Room', bills: 1, stayMax: 12 });
    await nothingToMigrate();
  });

  it('when the legacy routes create and edit, then search follows too and keeps the facts', async () => {
    const { body } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'Legacy room' })
      .expect(201);
    expect((await readPost(body._id))!.search).toMatchObject({ rent: 0, from: 999_999 });
    await api()
      .put(`/api/posts/${body._id}`)
      .set(bearer(owner))
      .send({ rent: 720, roomType: 'Shared' })
      .expect(200);
    expect((await readPost(body._id))!.search).toMatchObject({ rent: 720, room: 'Shared Room' });

    const id = await createPostAs(owner, { facts: facts() });
    await api().put(`/api/posts/${id}`).set(bearer(owner)).send({ rent: 800 }).expect(200);
    const stored = (await readPost(id))!;
    expect(stored.search).toMatchObject({ rent: 800, stayMin: 3, stayMax: 12, bills: 2 });
    await nothingToMigrate();
  });

  it('when a Room wanted ad is posted and edited through the API, then it stores its age range and never the exact age', async () => {
    const id = await postAd(owner, { age: 27 });
    expect(await readAd(id)).toMatchObject({ ageRange: '25–29' });
    expect(await readAd(id)).not.toHaveProperty('age');
    // An edit without the age keeps the range; one with an age replaces it.
    const { age: _age, ...withoutAge } = AD;
    await api().put(`/seeker-ads/${id}`).set(bearer(owner)).send(withoutAge).expect(200);
    expect(await readAd(id)).toMatchObject({ ageRange: '25–29' });
    await api()
      .put(`/seeker-ads/${id}`)
      .set(bearer(owner))
      .send({ ...AD, age: 41 })
      .expect(200);
    expect(await readAd(id)).toMatchObject({ ageRange: '40–44' });
    expect(await readAd(id)).not.toHaveProperty('age');
    await nothingToMigrate();
  });
});
