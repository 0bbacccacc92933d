// Alert floods by re-posting (issue 39): deleting an ad or a listing and
// posting it again makes a new id, and each new id used to ring every
// matching member again, e-mail included. Here the trigger's logic is called
// as the deployed triggers call it, cycle after cycle, and the alerts, the
// bell and the outbox are counted: one author alerts one recipient's
// listing, ad or saved search once per ALERT_GUARD_DAYS (mail/alert-mail.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '../src/contract/email';
import { db } from '../src/lib/firebase';
import { ALERT_GUARD_DAYS, ALERT_GUARDS, alertGuardId } from '../src/mail/alert-mail';
import {
  notifyPostersOfAd,
  notifySeekersOfListing,
  roomMatchId,
  seekerMatchId,
} from '../src/notifications/match-alerts';
import { notifySavedSearchOwners } from '../src/notifications/on-listing-written';
import { notificationId } from '../src/saved-searches/stored';
import {
  api,
  backgroundTriggers,
  bearer,
  readPost,
  resetEmulators,
  signUp,
  type TestUser,
} from './helpers';
import { AD, createRoom, postAd, readAd } from './match-support';

let maya: TestUser;
let sam: TestUser;
let leo: TestUser;

// The deployed triggers (the alerts, and the sender, which changes outbox
// documents) would race the tests' own calls.
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

const DAY = 24 * 60 * 60 * 1000;

/** The member's e-mail choices as the profile stores them. */
const choose = (user: TestUser, choices: Partial<EmailPreferences>) =>
  db()
    .doc(`users/${user.uid}`)
    .set(
      {
        email: user.email,
        preferences: { notifications: true, emailUpdates: true },
        emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ...choices },
      },
      { merge: true },
    );

/** Posts Sam's ad and runs the poster-side trigger as its creation event. */
async function postAdAndAlert(user: TestUser, overrides: Partial<typeof AD> = {}) {
  const adId = await postAd(user, overrides);
  await notifyPostersOfAd({ db: db(), before: undefined, after: await readAd(adId), adId });
  return adId;
}
/** Posts a room and runs both listing triggers as its creation event. */
async function postRoomAndAlert(user: TestUser, overrides: Parameters<typeof createRoom>[1] = {}) {
  const postId = await createRoom(user, overrides);
  const after = await readPost(postId);
  await Promise.all([
    notifySeekersOfListing({ db: db(), before: undefined, after, postId }),
    notifySavedSearchOwners({ db: db(), before: undefined, after, postId }),
  ]);
  return postId;
}
const deleteAd = (user: TestUser, id: string) =>
  api().delete(`/seeker-ads/${id}`).set(bearer(user)).expect(200);
const deleteRoom = (user: TestUser, id: string) =>
  api().delete(`/posts/${id}`).set(bearer(user)).expect(200);

const alertsOf = async (user: TestUser) => {
  const { docs } = await db().collection('notifications').where('ownerId', '==', user.uid).get();
  return docs.map((d) => ({ id: d.id, ...d.data() }) as { id: string; read: boolean });
};
const mailsTo = async (user: TestUser) => {
  const { docs } = await db().collection('outbox').get();
  return docs.filter((d) => (d.get('toUids') as string[])[0] === user.uid).map((d) => d.id);
};
const digestOf = async (user: TestUser) => (await db().doc(`mailDigests/${user.uid}`).get()).data();
const bell = async (user: TestUser) =>
  (await api().get('/users/me/notifications').set(bearer(user)).expect(200)).body;
const unread = async (user: TestUser) =>
  (await api().get('/users/me/notifications/unread-count').set(bearer(user)).expect(200)).body
    .count as number;

describe("a seeker re-posting an ad that matches a poster's listing", () => {
  it('when Sam posts, deletes and re-posts his ad five times, then Maya has one alert, about the live ad, and one e-mail', async () => {
    await choose(maya, { alerts: 'instant' });
    const room = await createRoom(maya);
    const ads: string[] = [];
    for (let cycle = 0; cycle < 5; cycle++) {
      if (ads.length) await deleteAd(sam, ads.at(-1)!);
      ads.push(await postAdAndAlert(sam, { headline: `Call me now ${cycle}` }));
    }

    const alerts = await alertsOf(maya);
    expect(alerts.map((a) => a.id)).toEqual([seekerMatchId(room, ads.at(-1)!)]);
    expect(await mailsTo(maya)).toEqual([`alert_${seekerMatchId(room, ads[0]!)}`]);
    // The one alert names the live ad, as it is now.
    const [alert] = (await bell(maya)).notifications;
    expect(alert).toMatchObject({
      kind: 'seeker-match',
      adId: ads.at(-1),
      adNow: { headline: 'Call me now 4' },
    });
    expect(await unread(maya)).toBe(1);
  });

  it('when Maya read the alert and Sam re-posts, then the moved alert stays read and rings nothing', async () => {
    await choose(maya, { alerts: 'daily' });
    const room = await createRoom(maya);
    const first = await postAdAndAlert(sam);
    const digest = await digestOf(maya);
    await api()
      .post(`/users/me/notifications/${seekerMatchId(room, first)}/read`)
      .set(bearer(maya))
      .expect(200);
    await deleteAd(sam, first);
    const second = await postAdAndAlert(sam);

    expect(await alertsOf(maya)).toEqual([
      expect.objectContaining({ id: seekerMatchId(room, second), read: true }),
    ]);
    expect(await unread(maya)).toBe(0);
    // No second digest line either.
    expect(await digestOf(maya)).toEqual(digest);
  });

  it('when Sam deletes his ad and posts none, then the alert says the ad is gone, without its headline', async () => {
    await createRoom(maya);
    const adId = await postAdAndAlert(sam, { headline: 'Call me now' });
    await deleteAd(sam, adId);
    const { notifications } = await bell(maya);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'seeker-match', adId, adNow: null }),
    ]);
  });

  it(`when Sam re-posts ${ALERT_GUARD_DAYS} days after his alert, then Maya is alerted and e-mailed again, once`, async () => {
    await choose(maya, { alerts: 'instant' });
    const room = await createRoom(maya);
    const first = await postAdAndAlert(sam);
    await deleteAd(sam, first);
    // As if the alert had rung ALERT_GUARD_DAYS ago.
    await db()
      .collection(ALERT_GUARDS)
      .doc(alertGuardId('seekerMatch', sam.uid, room))
      .update({ alertedAt: Timestamp.fromMillis(Date.now() - ALERT_GUARD_DAYS * DAY) });
    const second = await postAdAndAlert(sam);
    await notifyPostersOfAd({
      db: db(),
      before: undefined,
      after: await readAd(second),
      adId: second,
    });

    expect((await alertsOf(maya)).map((a) => a.id).sort()).toEqual(
      [seekerMatchId(room, first), seekerMatchId(room, second)].sort(),
    );
    expect((await mailsTo(maya)).sort()).toEqual(
      [`alert_${seekerMatchId(room, first)}`, `alert_${seekerMatchId(room, second)}`].sort(),
    );
  });

  it("when another seeker's ad matches Maya's listing, then it is news: the guard is per author", async () => {
    const tess = await signUp('tess@example.com', 'Tess Seeker');
    const room = await createRoom(maya);
    const sams = await postAdAndAlert(sam);
    const tesss = await postAdAndAlert(tess);
    expect((await alertsOf(maya)).map((a) => a.id).sort()).toEqual(
      [seekerMatchId(room, sams), seekerMatchId(room, tesss)].sort(),
    );
  });
});

describe("a poster re-posting a listing that matches a seeker's ad and saved search", () => {
  const saveSearch = async (user: TestUser) =>
    (
      await api()
        .post('/users/me/saved-searches')
        .set(bearer(user))
        .send({ name: 'Brooklyn', filters: { location: 'brooklyn' } })
        .expect(201)
    ).body.search.id as string;

  it('when Leo posts, deletes and re-posts a room five times, then Sam has one room alert and one search alert, e-mailed once each', async () => {
    await choose(sam, { alerts: 'instant' });
    const adId = await postAd(sam);
    const searchId = await saveSearch(sam);
    const rooms: string[] = [];
    for (let cycle = 0; cycle < 5; cycle++) {
      if (rooms.length) await deleteRoom(leo, rooms.at(-1)!);
      rooms.push(await postRoomAndAlert(leo, { title: `Too good to be true ${cycle}` }));
    }

    const last = rooms.at(-1)!;
    expect((await alertsOf(sam)).map((a) => a.id).sort()).toEqual(
      [roomMatchId(last, adId), notificationId(searchId, last)].sort(),
    );
    expect((await mailsTo(sam)).sort()).toEqual(
      [
        `alert_${roomMatchId(rooms[0]!, adId)}`,
        `alert_${notificationId(searchId, rooms[0]!)}`,
      ].sort(),
    );
    expect(await unread(sam)).toBe(2);
  });

  it("when Leo posts a second room while his first is still live, then it is news: Sam's alerts for both", async () => {
    await choose(sam, { alerts: 'instant' });
    const adId = await postAd(sam);
    const first = await postRoomAndAlert(leo);
    const second = await postRoomAndAlert(leo, { title: 'Another sunny room' });
    expect((await alertsOf(sam)).map((a) => a.id).sort()).toEqual(
      [roomMatchId(first, adId), roomMatchId(second, adId)].sort(),
    );
    expect(await mailsTo(sam)).toHaveLength(2);
  });

  it('when Leo pauses his room and posts it again, then the paused one counts as gone: the alert moves', async () => {
    const adId = await postAd(sam);
    const first = await postRoomAndAlert(leo);
    await api().post(`/posts/${first}/pause`).set(bearer(leo)).expect(200);
    const second = await postRoomAndAlert(leo);
    expect((await alertsOf(sam)).map((a) => a.id)).toEqual([roomMatchId(second, adId)]);
  });

  it('when Leo pauses his first room for a second and then resumes it, then its alert comes back read and nothing more is e-mailed', async () => {
    await choose(sam, { alerts: 'instant' });
    const adId = await postAd(sam);
    const first = await postRoomAndAlert(leo);
    await api().post(`/posts/${first}/pause`).set(bearer(leo)).expect(200);
    const paused = await readPost(first);
    const second = await postRoomAndAlert(leo);
    await api().post(`/posts/${first}/resume`).set(bearer(leo)).expect(200);
    await notifySeekersOfListing({
      db: db(),
      before: paused,
      after: await readPost(first),
      postId: first,
    });

    expect(await alertsOf(sam)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: roomMatchId(first, adId), read: true }),
        expect.objectContaining({ id: roomMatchId(second, adId), read: false }),
      ]),
    );
    expect(await alertsOf(sam)).toHaveLength(2);
    expect(await mailsTo(sam)).toEqual([`alert_${roomMatchId(first, adId)}`]);
  });
});
