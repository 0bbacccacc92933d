// Saved-search alerts: the trigger's logic (notifications/on-listing-written.ts,
// called here with the listing's before/after documents as the deployed
// trigger passes them; test/hosting.test.ts proves the deployed trigger fires)
// and /users/me/notifications (list, unread count, "Mark all read").
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearchFilters } from '../src/contract/saved-searches';
import { db } from '../src/lib/firebase';
import { notifySavedSearchOwners } from '../src/notifications/on-listing-written';
import { locationPrefixes } from '../src/listings/document';
import { matchesSavedSearch } from '../src/saved-searches/match';
import { LOCATION_CHUNK } from '../src/saved-searches/stored';
import {
  backgroundTriggers,
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  readPost,
  resetEmulators,
  signUpCast,
  type TestUser,
} from './helpers';

let leo: TestUser;
let maya: TestUser;
let tess: TestUser;

beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeEach(async () => {
  await resetEmulators();
  ({ owner: leo, other: maya, third: tess } = await signUpCast());
});

const saveSearch = async (user: TestUser, name: string, filters: SavedSearchFilters) =>
  (
    await api()
      .post('/users/me/saved-searches')
      .set(bearer(user))
      .send({ name, filters })
      .expect(201)
  ).body.search.id as string;

/** Runs the trigger's logic for the listing's current document, as the deployed trigger would. */
const trigger = async (postId: string, before?: Record<string, unknown>) =>
  notifySavedSearchOwners({ db: db(), before, after: await readPost(postId), postId });

const storedNotifications = async () => {
  const { docs } = await db().collection('notifications').get();
  return docs.map((d) => ({ id: d.id, ...d.data() }));
};

const notifications = (user: TestUser, query = '') =>
  api().get(`/users/me/notifications${query}`).set(bearer(user));
const unread = async (user: TestUser) =>
  (await api().get('/users/me/notifications/unread-count').set(bearer(user)).expect(200)).body
    .count as number;

// Maya's listing from test/helpers.ts: Brooklyn, NY, 950, Single Room, Available, quiet + pets.
const BROOKLYN_QUIET: SavedSearchFilters = { location: 'brooklyn', lifestyle: ['quiet'] };
const SINGLE_UNDER_1000: SavedSearchFilters = { roomType: 'Single Room', maxRent: 1000 };
const QUEENS: SavedSearchFilters = { location: 'Queens' };

describe('the alerts trigger', () => {
  it("when a new listing matches two of leo's searches, then one alert per search, exactly once however often the event is delivered", async () => {
    const quiet = await saveSearch(leo, 'Quiet Brooklyn', BROOKLYN_QUIET);
    const cheap = await saveSearch(leo, 'Cheap singles', SINGLE_UNDER_1000);
    await saveSearch(leo, 'Queens', QUEENS);
    const postId = await createPostAs(maya);

    expect(await trigger(postId)).toMatchObject({ matched: 2 });
    expect(await storedNotifications()).toHaveLength(2);
    // A retry or second delivery of the same event.
    expect(await trigger(postId)).toMatchObject({ matched: 2, created: 0 });
    await Promise.all([trigger(postId), trigger(postId)]);

    const stored = await storedNotifications();
    expect(stored.map((n) => n.id).sort()).toEqual(
      [`${cheap}_${postId}`, `${quiet}_${postId}`].sort(),
    );
    const { body } = await notifications(leo).expect(200);
    expect(body.nextCursor).toBeNull();
    expect(body.notifications).toHaveLength(2);
    expect(body.notifications).toContainEqual({
      id: `${quiet}_${postId}`,
      kind: 'saved-search-match',
      searchId: quiet,
      searchName: 'Quiet Brooklyn',
      postId,
      title: 'Sunny room near the park',
      location: 'Brooklyn, NY',
      rentAmount: 950,
      listingNow: { title: 'Sunny room near the park', rentAmount: 950 },
      read: false,
      createdAt: expect.any(String),
    });
    // The poster's contact details and e-mail never travel with an alert.
    const text = JSON.stringify(body);
    for (const secret of ['555-0100', maya.email, maya.uid]) expect(text).not.toContain(secret);
    expect(await unread(leo)).toBe(2);
  });

  it('when a new listing matches none of the searches, then no alert', async () => {
    await saveSearch(leo, 'Queens', QUEENS);
    await saveSearch(leo, 'Studios', { roomType: 'Studio' });
    await saveSearch(tess, 'Pricey', { minRent: 2000 });
    await saveSearch(tess, 'Smokers', { lifestyle: ['smoking'] });
    await saveSearch(tess, 'Taken', { availability: 'Not Available' });
    const postId = await createPostAs(maya);
    expect(await trigger(postId)).toMatchObject({ matched: 0, created: 0 });
    expect(await storedNotifications()).toEqual([]);
  });

  it('when the search was deleted before the listing appears, then no alert', async () => {
    const id = await saveSearch(leo, 'Quiet Brooklyn', BROOKLYN_QUIET);
    await api().delete(`/users/me/saved-searches/${id}`).set(bearer(leo)).expect(204);
    const postId = await createPostAs(maya);
    await trigger(postId);
    expect(await storedNotifications()).toEqual([]);
  });

  it("when the poster's own search matches their listing, then they get no alert, others do", async () => {
    await saveSearch(maya, 'My own kind of room', BROOKLYN_QUIET);
    const tessSearch = await saveSearch(tess, 'Brooklyn', { location: 'Brooklyn' });
    const postId = await createPostAs(maya);
    await trigger(postId);
    expect((await storedNotifications()).map((n) => n.id)).toEqual([`${tessSearch}_${postId}`]);
    expect(await unread(maya)).toBe(0);
  });

  it('when the member turned Notifications off, then a match is listed but already read, so the bell counts none; turned on again, the next one rings', async () => {
    await api().post('/users').set(bearer(leo)).send({}).expect(200);
    const setNotifications = (on: boolean) =>
      api()
        .put(`/users/${leo.email}`)
        .set(bearer(leo))
        .send({ preferences: { notifications: on, emailUpdates: true } })
        .expect(200);
    const quiet = await saveSearch(leo, 'Quiet Brooklyn', BROOKLYN_QUIET);
    await setNotifications(false);
    const first = await createPostAs(maya);
    expect(await trigger(first)).toMatchObject({ matched: 1, created: 1 });
    const { body } = await notifications(leo).expect(200);
    expect(body.notifications).toEqual([
      expect.objectContaining({ id: `${quiet}_${first}`, read: true }),
    ]);
    expect(await unread(leo)).toBe(0);

    await setNotifications(true);
    const second = await createPostAs(maya, { title: 'Second quiet room' });
    await trigger(second);
    expect(await unread(leo)).toBe(1);
  });

  it('when a paused listing is resumed, then one alert; a plain edit or pausing and resuming again adds none', async () => {
    const postId = await createPostAs(maya);
    await api().post(`/posts/${postId}/pause`).set(bearer(maya)).expect(200);
    // Saved while the listing was paused: nothing to announce yet.
    const id = await saveSearch(leo, 'Quiet Brooklyn', BROOKLYN_QUIET);
    const paused = await readPost(postId);
    expect(await trigger(postId, undefined)).toMatchObject({ matched: 0 });
    expect(await storedNotifications()).toEqual([]);

    await api().post(`/posts/${postId}/resume`).set(bearer(maya)).expect(200);
    expect(await trigger(postId, paused)).toMatchObject({ matched: 1 });
    expect((await storedNotifications()).map((n) => n.id)).toEqual([`${id}_${postId}`]);

    const active = await readPost(postId);
    await api()
      .put(`/posts/${postId}`)
      .set(bearer(maya))
      .send(postInput({ title: 'Sunnier room' }))
      .expect(200);
    expect(await trigger(postId, active)).toEqual({ candidates: 0, matched: 0, created: 0 });

    await api().post(`/posts/${postId}/pause`).set(bearer(maya)).expect(200);
    const pausedAgain = await readPost(postId);
    await api().post(`/posts/${postId}/resume`).set(bearer(maya)).expect(200);
    expect(await trigger(postId, pausedAgain)).toMatchObject({ matched: 1, created: 0 });

    expect((await storedNotifications()).map((n) => n.id)).toEqual([`${id}_${postId}`]);
  });

  it('when a listing is under review, then no alert; when a moderator restores it to active, then one', async () => {
    await saveSearch(leo, 'Quiet Brooklyn', BROOKLYN_QUIET);
    const postId = await createPostAs(maya);
    const active = await readPost(postId);
    await db()
      .collection('posts')
      .doc(postId)
      .update({ status: 'under-review', statusBeforeReview: 'active' });
    const underReview = await readPost(postId);
    expect(await trigger(postId, active)).toMatchObject({ matched: 0 });
    expect(await storedNotifications()).toEqual([]);
    await db().collection('posts').doc(postId).update({ status: 'active' });
    expect(await trigger(postId, underReview)).toMatchObject({ matched: 1 });
    expect(await storedNotifications()).toHaveLength(1);
  });

  it('when an expired listing is renewed, then it is news again (once per search)', async () => {
    await saveSearch(leo, 'Quiet Brooklyn', BROOKLYN_QUIET);
    const postId = await createPostAs(maya);
    // Past its expiry but not yet swept: effectively expired.
    await db()
      .collection('posts')
      .doc(postId)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await readPost(postId);
    expect(await trigger(postId, undefined)).toMatchObject({ matched: 0 });
    await api().post(`/posts/${postId}/renew`).set(bearer(maya)).expect(200);
    expect(await trigger(postId, expired)).toMatchObject({ matched: 1 });
    expect(await storedNotifications()).toHaveLength(1);
  });

  it('when the listing is deleted, then nothing happens', async () => {
    await saveSearch(leo, 'Anything', {});
    const postId = await createPostAs(maya);
    const before = await readPost(postId);
    expect(
      await notifySavedSearchOwners({ db: db(), before, after: undefined, postId }),
    ).toMatchObject({ created: 0 });
  });

  it('when there are more candidate searches than one page, then every matching one is alerted', async () => {
    // 450 owners' "any" searches, written directly (10 per account is the API's limit).
    const batch = db().batch();
    for (let i = 0; i < 450; i++) {
      batch.set(
        db()
          .collection('savedSearches')
          .doc(`s${String(i).padStart(4, '0')}`),
        {
          ownerId: `owner-${i}`,
          name: `Search ${i}`,
          filters: i % 3 === 0 ? { location: 'Queens' } : {},
          locationTerm: i % 3 === 0 ? 'queens' : null,
          locationKey: i % 3 === 0 ? 'queens' : '*',
          roomTypeKey: i % 2 === 0 ? 'Single Room' : '*',
          availabilityKey: '*',
          createdAt: Timestamp.now(),
          updatedAt: Timestamp.now(),
        },
      );
    }
    await batch.commit();
    const postId = await createPostAs(maya);
    // The 150 Queens searches are not even read for a Brooklyn listing.
    expect(await trigger(postId)).toMatchObject({ candidates: 300, matched: 300 });
    expect(await storedNotifications()).toHaveLength(300);
  });
});

// Candidates are narrowed by location: a search with a location term is read
// only for listings with that term among their locationPrefixes.
describe('the candidate queries', () => {
  const BUSHWICK = 'Bushwick, Brooklyn, NY';

  it('when a listing in Bushwick, Brooklyn, NY appears, then the "brooklyn" search gets an alert and the "queens" search is not even read', async () => {
    const brooklyn = await saveSearch(leo, 'Brooklyn', { location: 'brooklyn' });
    await saveSearch(tess, 'Queens', { location: 'queens' });
    const postId = await createPostAs(maya, { location: BUSHWICK });
    expect(await trigger(postId)).toEqual({ candidates: 1, matched: 1, created: 1 });
    expect((await storedNotifications()).map((n) => n.id)).toEqual([`${brooklyn}_${postId}`]);
  });

  it('when searches have no location, then those whose room type and availability admit the listing are read, and matching ones alerted', async () => {
    const anything = await saveSearch(leo, 'Anything', {});
    const singles = await saveSearch(leo, 'Singles', { roomType: 'Single Room' });
    await saveSearch(tess, 'Pricey', { minRent: 2000 }); // read, no match
    await saveSearch(tess, 'Studios', { roomType: 'Studio' }); // not read
    await saveSearch(tess, 'Taken', { availability: 'Not Available' }); // not read
    const postId = await createPostAs(maya, { location: BUSHWICK });
    expect(await trigger(postId)).toEqual({ candidates: 3, matched: 2, created: 2 });
    expect((await storedNotifications()).map((n) => n.id).sort()).toEqual(
      [`${anything}_${postId}`, `${singles}_${postId}`].sort(),
    );
  });

  it('when a listing appears, then the near searches sharing one of its cells are read, and only those within their distance alerted', async () => {
    // Bushwick's point is 40.695,-73.92 (cells geo:dr5, dr5r, dr5rt, dr5rtb).
    const bushwick = await saveSearch(leo, 'By Bushwick', {
      near: '40.694,-73.921',
      km: 1,
      place: 'Bushwick, NY',
    });
    // Read (its cell geo:dr5r holds the listing), but 5.6 km away: no alert.
    await saveSearch(tess, 'Brooklyn 5 km', { near: '40.65,-73.95', km: 5 });
    // Not read: no cell in common.
    await saveSearch(tess, 'Brooklyn 2 km', { near: '40.65,-73.95', km: 2 });
    await saveSearch(tess, 'Austin', { near: '30.267,-97.743', km: 50 });
    const postId = await createPostAs(maya, { location: BUSHWICK });
    expect(await trigger(postId)).toEqual({ candidates: 2, matched: 1, created: 1 });
    expect((await storedNotifications()).map((n) => n.id)).toEqual([`${bushwick}_${postId}`]);
  });

  it('when the listing has more than one chunk of location prefixes, then a search for a late prefix is found', async () => {
    const location = 'Williamsburg, Brooklyn, New York';
    const prefixes = locationPrefixes(location);
    // "york" is in the third chunk of prefixes (the third query).
    expect(prefixes.length).toBeGreaterThan(2 * LOCATION_CHUNK);
    expect(prefixes.indexOf('york')).toBeGreaterThanOrEqual(2 * LOCATION_CHUNK);
    const york = await saveSearch(leo, 'York', { location: 'York' });
    const williamsburg = await saveSearch(tess, 'Williamsburg', { location: 'williamsburg' });
    await saveSearch(tess, 'Jersey', { location: 'new jersey' });
    const postId = await createPostAs(maya, { location });
    expect(await trigger(postId)).toEqual({ candidates: 2, matched: 2, created: 2 });
    expect((await storedNotifications()).map((n) => n.id).sort()).toEqual(
      [`${york}_${postId}`, `${williamsburg}_${postId}`].sort(),
    );
  });

  it('when the event is delivered again, concurrently, or the listing re-activated, then each search still gets exactly one alert', async () => {
    const brooklyn = await saveSearch(leo, 'Brooklyn', { location: 'Brooklyn' });
    const ny = await saveSearch(leo, 'NY', { location: 'ny' });
    const anything = await saveSearch(tess, 'Anything', {});
    const postId = await createPostAs(maya, { location: BUSHWICK });
    expect(await trigger(postId)).toEqual({ candidates: 3, matched: 3, created: 3 });
    const runs = await Promise.all([trigger(postId), trigger(postId), trigger(postId)]);
    for (const run of runs) expect(run).toEqual({ candidates: 3, matched: 3, created: 0 });

    await api().post(`/posts/${postId}/pause`).set(bearer(maya)).expect(200);
    const paused = await readPost(postId);
    await api().post(`/posts/${postId}/resume`).set(bearer(maya)).expect(200);
    expect(await trigger(postId, paused)).toEqual({ candidates: 3, matched: 3, created: 0 });

    expect((await storedNotifications()).map((n) => n.id).sort()).toEqual(
      [brooklyn, ny, anything].map((id) => `${id}_${postId}`).sort(),
    );
  });
});

describe('the matcher and GET /posts agree on the emulator', () => {
  it('when searches are compared with browse for the same filters, then both find the same listings', async () => {
    const places = ['Brooklyn, NY', 'São Paulo', 'New York, NY', 'Park Slope, Brooklyn'];
    const ids: string[] = [];
    for (const [i, location] of places.entries()) {
      ids.push(
        await createPostAs(i % 2 ? maya : tess, {
          location,
          rentAmount: 500 + i * 300,
          lifestylePreferences: i % 2 ? ['quiet'] : ['pets'],
        }),
      );
    }
    const searches: SavedSearchFilters[] = [
      { location: 'brooklyn' },
      { location: 'NY' },
      { location: 'sao' },
      { location: 'slope brooklyn' },
      { location: 'york' },
      { minRent: 800, maxRent: 1100 },
      { location: 'Brooklyn', maxRent: 600 },
      { lifestyle: ['quiet'] },
      { location: 'brooklyn', lifestyle: ['pets'] },
      { lifestyle: ['pets', 'quiet'] },
    ];
    for (const filters of searches) {
      const query = new URLSearchParams(
        Object.entries(filters).map(([k, v]) => [k, String(v)]),
      ).toString();
      const { body } = await api().get(`/posts?${query}`).expect(200);
      const browse = (body as { _id: string }[]).map((p) => p._id).sort();
      const matched = [];
      for (const id of ids)
        if (matchesSavedSearch(filters, (await readPost(id))!)) matched.push(id);
      expect(matched.sort(), JSON.stringify(filters)).toEqual(browse);
    }
  });
});

describe("an alert's listing as it is now", () => {
  it('when listings changed, paused or were deleted since their alerts, then each alert says what the listing is now, read in one batch', async () => {
    await saveSearch(leo, 'Anything', {});
    const [changed, same, paused, deleted] = [
      await createPostAs(maya),
      await createPostAs(maya, { title: 'Quiet loft' }),
      await createPostAs(tess, { title: 'Paused room' }),
      await createPostAs(tess, { title: 'Gone room' }),
    ];
    for (const id of [changed, same, paused, deleted]) await trigger(id);
    // A second search matching the same listing: its one listing is read once.
    await saveSearch(leo, 'Brooklyn', { location: 'Brooklyn' });
    await trigger(same);

    await api()
      .put(`/posts/${changed}`)
      .set(bearer(maya))
      .send(postInput({ title: 'Sunny room, now furnished', rentAmount: 1050 }))
      .expect(200);
    await api().post(`/posts/${paused}/pause`).set(bearer(tess)).expect(200);
    await api().delete(`/posts/${deleted}`).set(bearer(tess)).expect(200);

    const { body, headers } = await notifications(leo).expect(200);
    const byPost = (postId: string) =>
      body.notifications.filter((n: { postId: string }) => n.postId === postId);
    expect(byPost(changed)).toEqual([
      expect.objectContaining({
        title: 'Sunny room near the park',
        rentAmount: 950,
        listingNow: { title: 'Sunny room, now furnished', rentAmount: 1050 },
      }),
    ]);
    expect(byPost(same)).toHaveLength(2);
    for (const n of byPost(same)) {
      expect(n).toMatchObject({ title: 'Quiet loft', listingNow: { title: 'Quiet loft' } });
    }
    expect(byPost(paused)).toEqual([expect.objectContaining({ listingNow: null })]);
    expect(byPost(deleted)).toEqual([expect.objectContaining({ listingNow: null })]);
    // 5 alerts (+1 to know there is no next page) and their 4 distinct listings, once each.
    expect(headers['server-timing']).toBe('firestore;desc="5 reads", listings;desc="4 reads"');
  });

  it('when a listing is under review, then its alert reveals nothing of it now', async () => {
    await saveSearch(leo, 'Anything', {});
    const postId = await createPostAs(maya);
    await trigger(postId);
    await db()
      .collection('posts')
      .doc(postId)
      .update({ status: 'under-review', statusBeforeReview: 'active', title: 'Changed' });
    const { body } = await notifications(leo).expect(200);
    expect(body.notifications).toEqual([expect.objectContaining({ postId, listingNow: null })]);
  });
});

describe('GET /users/me/notifications', () => {
  /** Alerts written as the trigger writes them, with chosen times (to page through). */
  async function insertNotifications(owner: TestUser, count: number, read = (_i: number) => false) {
    const batch = db().batch();
    for (let i = 0; i < count; i++) {
      batch.set(db().collection('notifications').doc(`search${i}${owner.uid}_post${i}`), {
        ownerId: owner.uid,
        kind: 'saved-search-match',
        searchId: `search${i}`,
        searchName: `Search ${i}`,
        postId: `post${i}`,
        title: `Room ${i}`,
        location: 'Brooklyn, NY',
        rentAmount: 900 + i,
        read: read(i),
        // Two alerts share each second: the id breaks the tie.
        createdAt: Timestamp.fromMillis(
          Date.parse('2026-01-01T00:00:00Z') + Math.floor(i / 2) * 1000,
        ),
      });
    }
    await batch.commit();
  }

  it('when there are more alerts than a page, then pages come newest first, each alert once, reading at most limit + 1', async () => {
    await insertNotifications(leo, 7);
    await insertNotifications(maya, 2);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const { body, headers } = await notifications(leo, query).expect(200);
      expect(Number(/desc="(\d+) reads"/.exec(headers['server-timing'])?.[1])).toBeLessThanOrEqual(
        4,
      );
      seen.push(...body.notifications.map((n: { id: string }) => n.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `search${i}${leo.uid}_post${i}`));
  });

  it('when limit or cursor is bad, then 400', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?cursor=nonsense', '?page=2']) {
      await notifications(leo, query).expect(400);
    }
    await notifications(leo, '?limit=50').expect(200);
  });

  it('when signed out, then 401 on every route and nothing is written', async () => {
    await insertNotifications(leo, 2);
    const before = await dumpDatabase();
    await api().get('/users/me/notifications').expect(401);
    await api().get('/users/me/notifications/unread-count').expect(401);
    await api().post('/users/me/notifications/read-all').expect(401);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a member has unread and read alerts, then the count is of their own unread ones only', async () => {
    await insertNotifications(leo, 5, (i) => i < 2);
    await insertNotifications(maya, 4);
    expect(await unread(leo)).toBe(3);
    expect(await unread(tess)).toBe(0);
  });

  it('when a member marks all read, then their alerts are read, count 0, others untouched; again updates none', async () => {
    await insertNotifications(leo, 5, (i) => i === 0);
    await db().collection('notifications').doc('mayas').set({
      ownerId: maya.uid,
      read: false,
      createdAt: Timestamp.now(),
    });
    const { body } = await api()
      .post('/users/me/notifications/read-all')
      .set(bearer(leo))
      .expect(200);
    expect(body).toEqual({ updated: 4 });
    expect(await unread(leo)).toBe(0);
    expect(
      (await notifications(leo).expect(200)).body.notifications.every(
        (n: { read: boolean }) => n.read,
      ),
    ).toBe(true);
    expect(await unread(maya)).toBe(1);
    expect(
      (await api().post('/users/me/notifications/read-all').set(bearer(leo)).expect(200)).body,
    ).toEqual({ updated: 0 });
  });
  it('when a member opens one of their alerts, then only that one is read and the count drops; opening it again changes nothing', async () => {
    await insertNotifications(leo, 3);
    const id = `search1${leo.uid}_post1`;
    const { body } = await api()
      .post(`/users/me/notifications/${id}/read`)
      .set(bearer(leo))
      .expect(200);
    expect(body.notification).toMatchObject({ id, read: true, title: 'Room 1', postId: 'post1' });
    expect(await unread(leo)).toBe(2);
    const read = (await notifications(leo).expect(200)).body.notifications
      .filter((n: { read: boolean }) => n.read)
      .map((n: { id: string }) => n.id);
    expect(read).toEqual([id]);

    const before = await dumpDatabase();
    await api().post(`/users/me/notifications/${id}/read`).set(bearer(leo)).expect(200);
    expect(await dumpDatabase()).toEqual(before);
  });

  it("when anyone but its owner opens an alert, or it doesn't exist, then 404 and nothing is written", async () => {
    await insertNotifications(leo, 1);
    const id = `search0${leo.uid}_post0`;
    const before = await dumpDatabase();
    const missing = await api()
      .post(`/users/me/notifications/search9${leo.uid}_post9/read`)
      .set(bearer(leo))
      .expect(404);
    const others = await api()
      .post(`/users/me/notifications/${id}/read`)
      .set(bearer(maya))
      .expect(404);
    expect(others.body).toEqual(missing.body);
    for (const bad of ['..', '__x__', 'a.b', '%2E%2E']) {
      await api().post(`/users/me/notifications/${bad}/read`).set(bearer(leo)).expect(404);
    }
    await api().post(`/users/me/notifications/${id}/read`).expect(401);
    expect(await dumpDatabase()).toEqual(before);
    expect(await unread(leo)).toBe(1);
  });
});
