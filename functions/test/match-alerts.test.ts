// The match alerts, both ways (notifications/match-alerts.ts), called here
// with the before/after documents as the deployed triggers pass them, and
// what the bell then lists: a poster hears of a new or renewed ad that
// matches a listing of theirs on every hard fact, a seeker of a new listing
// that matches their active ad. Exactly once per pair, never to yourself,
// bounded work per write.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../src/contract/listing-facts';
import { db } from '../src/lib/firebase';
import {
  notifyPostersOfAd,
  notifySeekersOfListing,
  roomMatchId,
  seekerMatchId,
} from '../src/notifications/match-alerts';
import { ALERT_CANDIDATES } from '../src/matches/query';
import { api, bearer, readPost, resetEmulators, signUp, type TestUser } from './helpers';
import {
  AD,
  adAction,
  backgroundTriggers,
  createRoom,
  insertAds,
  postAd,
  readAd,
  ROOM,
  ROOM_FACTS,
  TODAY,
} from './match-support';

let maya: TestUser;
let sam: TestUser;
let leo: TestUser;

// The deployed triggers would race these tests' own calls of their logic.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeEach(async () => {
  await resetEmulators();
  [maya, sam, leo] = await Promise.all([
    signUp('maya@example.com', 'Maya Poster'),
    signUp('sam@example.com', 'Sam Seeker'),
    signUp('leo@example.com', 'Leo Poster'),
  ]);
});

/** The poster-side trigger for an ad's current document. */
const adWritten = async (adId: string, before?: Record<string, unknown>) =>
  notifyPostersOfAd({ db: db(), before, after: await readAd(adId), adId });
/** The seeker-side trigger for a listing's current document. */
const listingWritten = async (postId: string, before?: Record<string, unknown>) =>
  notifySeekersOfListing({ db: db(), before, after: await readPost(postId), postId });

const stored = async () => {
  const { docs } = await db().collection('notifications').get();
  return docs.map((d) => ({ id: d.id, ...d.data() }) as { id: string; ownerId: string });
};
const bell = async (user: TestUser) =>
  (await api().get('/users/me/notifications').set(bearer(user)).expect(200)).body;

describe('a new or renewed ad: its matching posters hear of it', () => {
  it("when Sam posts an ad that Maya's and Leo's rooms meet on every hard fact, then each gets one alert, however often the event comes", async () => {
    const mayaRoom = await createRoom(maya);
    const leoRoom = await createRoom(leo, {
      location: 'Park Slope, Brooklyn, NY',
      rentAmount: 1100,
    });
    const adId = await postAd(sam);

    expect(await adWritten(adId)).toEqual({ candidates: 2, matched: 2, created: 2 });
    expect(await adWritten(adId)).toEqual({ candidates: 2, matched: 2, created: 0 });
    await Promise.all([adWritten(adId), adWritten(adId)]);

    expect((await stored()).map((n) => n.id).sort()).toEqual(
      [seekerMatchId(mayaRoom, adId), seekerMatchId(leoRoom, adId)].sort(),
    );
    const { notifications } = await bell(maya);
    expect(notifications).toEqual([
      {
        id: seekerMatchId(mayaRoom, adId),
        kind: 'seeker-match',
        postId: mayaRoom,
        title: ROOM.title,
        adId,
        headline: 'Designer looking for a calm room',
        adNow: { headline: 'Designer looking for a calm room' },
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    // Nothing about the seeker but the ad's headline: no e-mail, no uid.
    const text = JSON.stringify(notifications);
    for (const secret of [sam.email, sam.uid]) expect(text).not.toContain(secret);
  });

  it('when a room misses a hard fact or leaves one unknown, then its poster hears nothing; an unmet must still alerts', async () => {
    await createRoom(maya, { roomType: 'Shared Room' }); // not a type wanted
    await createRoom(leo, { facts: undefined }); // move-in and stay unknown
    const tess = await signUp('tess@example.com', 'Tess');
    // Bills are Sam's must: a partial match, but every hard fact is met.
    const tessRoom = await createRoom(tess, { facts: { ...ROOM_FACTS, bills: 'no' } });
    const adId = await postAd(sam);
    expect(await adWritten(adId)).toMatchObject({ matched: 1, created: 1 });
    expect((await stored()).map((n) => n.id)).toEqual([seekerMatchId(tessRoom, adId)]);
  });

  it('when a poster posts an ad that matches their own room, then they get no alert', async () => {
    await createRoom(maya);
    const adId = await postAd(maya);
    expect(await adWritten(adId)).toMatchObject({ candidates: 1, matched: 0, created: 0 });
    expect(await stored()).toEqual([]);
  });

  it('when an active ad is edited or paused, then no alert; resumed, only rooms new since then are news', async () => {
    const mayaRoom = await createRoom(maya);
    const adId = await postAd(sam);
    await adWritten(adId);

    const active = await readAd(adId);
    await api()
      .put(`/seeker-ads/${adId}`)
      .set(bearer(sam))
      .send({ ...AD, headline: 'Edited' })
      .expect(200);
    expect(await adWritten(adId, active)).toMatchObject({ candidates: 0, created: 0 });

    await adAction(sam, adId, 'pause');
    const paused = await readAd(adId);
    expect(await adWritten(adId, active)).toMatchObject({ candidates: 0, created: 0 });
    const leoRoom = await createRoom(leo);
    await adAction(sam, adId, 'resume');
    expect(await adWritten(adId, paused)).toMatchObject({ matched: 2, created: 1 });
    expect((await stored()).map((n) => n.id).sort()).toEqual(
      [seekerMatchId(mayaRoom, adId), seekerMatchId(leoRoom, adId)].sort(),
    );
  });

  it('when an expired ad is renewed, then it counts as new; an ad past its expiry alerts nobody', async () => {
    await createRoom(maya);
    const adId = await postAd(sam);
    const ref = db().collection('seekerAds').doc(adId);
    await ref.update({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await readAd(adId);
    expect(await adWritten(adId, undefined)).toMatchObject({ candidates: 0, created: 0 });
    await adAction(sam, adId, 'renew');
    expect(await adWritten(adId, expired)).toMatchObject({ matched: 1, created: 1 });
  });
});

describe('a new listing: the seekers whose active ad it matches hear of it', () => {
  it("when Leo posts a room that meets Sam's ad on every hard fact, then Sam gets one alert, with the room as it is now", async () => {
    const adId = await postAd(sam);
    const postId = await createRoom(leo);
    expect(await listingWritten(postId)).toEqual({ candidates: 1, matched: 1, created: 1 });
    expect(await listingWritten(postId)).toEqual({ candidates: 1, matched: 1, created: 0 });
    await Promise.all([listingWritten(postId), listingWritten(postId)]);

    const { notifications } = await bell(sam);
    expect(notifications).toEqual([
      {
        id: roomMatchId(postId, adId),
        kind: 'room-match',
        adId,
        postId,
        title: ROOM.title,
        location: ROOM.location,
        rentAmount: ROOM.rentAmount,
        listingNow: { title: ROOM.title, rentAmount: ROOM.rentAmount },
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(notifications)).not.toContain(leo.email);
    // Paused, the room is no longer offered: the alert says so.
    await api().post(`/posts/${postId}/pause`).set(bearer(leo)).expect(200);
    expect((await bell(sam)).notifications[0].listingNow).toBeNull();
  });

  it('when the room misses a hard fact, states no facts, or the ad is paused, then no alert', async () => {
    const adId = await postAd(sam);
    const pricey = await createRoom(leo, { rentAmount: 1300 }); // over budget
    const late = await createRoom(leo, {
      facts: { ...ROOM_FACTS, availableFrom: addDays(TODAY, 30) },
    });
    const factless = await createRoom(leo, { facts: undefined });
    for (const id of [pricey, late, factless]) {
      expect(await listingWritten(id)).toMatchObject({ matched: 0, created: 0 });
    }
    await adAction(sam, adId, 'pause');
    const fits = await createRoom(leo);
    expect(await listingWritten(fits)).toMatchObject({ candidates: 0, created: 0 });
    expect(await stored()).toEqual([]);
  });

  it('when a seeker posts a room matching their own ad, or a listing is only edited, then no alert', async () => {
    await postAd(sam);
    const own = await createRoom(sam);
    expect(await listingWritten(own)).toMatchObject({ candidates: 1, matched: 0 });
    const leoRoom = await createRoom(leo);
    const before = await readPost(leoRoom);
    expect(await listingWritten(leoRoom, before)).toMatchObject({ candidates: 0, created: 0 });
    expect(await stored()).toEqual([]);
  });

  it(`when more than ${ALERT_CANDIDATES} ads match, then one write reads and alerts the newest ${ALERT_CANDIDATES}`, async () => {
    const ids = await insertAds(ALERT_CANDIDATES + 20);
    const postId = await createRoom(leo);
    expect(await listingWritten(postId)).toEqual({
      candidates: ALERT_CANDIDATES,
      matched: ALERT_CANDIDATES,
      created: ALERT_CANDIDATES,
    });
    const alerted = new Set((await stored()).map((n) => n.id));
    expect(alerted).toEqual(
      new Set(ids.slice(0, ALERT_CANDIDATES).map((id) => roomMatchId(postId, id))),
    );
  });
});
