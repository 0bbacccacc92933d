// Reports and moderation of "Room wanted" ads, as listings have them:
// POST /seeker-ads/:id/report (verified, old enough, the daily limit, one
// report per member and ad, never one's own, only an active ad), the
// threshold that puts an ad under review (and out of the public list), the
// ad in the moderators' queue beside listings, Restore, Remove (the writer is
// told why) and Dismiss under /moderation/seeker-ads/:id, and account
// deletion withdrawing a member's reports. Every refusal writes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REPORT_ACCOUNT_TOO_NEW,
  REPORT_OWN_AD,
  type ModerationItem,
} from '../src/contract/moderation';
import { WANTED_AD_NOT_FOUND } from '../src/contract/wanted-ad';
import { auth, db } from '../src/lib/firebase';
import { memberKey } from '../src/lib/member-key';
import { VERIFY_EMAIL_FIRST } from '../src/middleware/auth';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  ESTABLISHED,
  reportIdOf as reportIdIn,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';
import { adAction, postAd, readAd } from './match-support';

let sam: TestUser; // writes the ad
let maya: TestUser;
let leo: TestUser;
let moderator: TestUser;
let adId: string;

const saved = { ...process.env };
beforeEach(async () => {
  await resetEmulators();
  ({ owner: sam, other: maya, third: leo } = await signUpCast());
  const mod = await signUp('mod@example.com', 'Mona Moderator', ESTABLISHED);
  await auth().setCustomUserClaims(mod.uid, { moderator: true });
  moderator = { ...mod, token: await signIn(mod.email) };
  await api().post('/users').set(bearer(sam)).send({ displayName: 'Sam Okafor' }).expect(200);
  adId = await postAd(sam, { headline: 'Calm nurse looking for a room' });
});
afterEach(() => {
  process.env = { ...saved };
});

const report = (user: TestUser | null, body: unknown = { reason: 'scam' }, id = adId) => {
  const call = api().post(`/seeker-ads/${id}/report`);
  return (user ? call.set(bearer(user)) : call).send(body as object);
};
const queueEntry = async (id = adId) => (await db().doc(`moderation/seekerAd:${id}`).get()).data();
const reportsOf = async (id = adId) =>
  (await db().collection(`seekerAds/${id}/reports`).get()).docs;
const queue = async () =>
  (await api().get('/moderation/reports').set(bearer(moderator)).expect(200))
    .body as ModerationItem[];
const asModerator = (method: 'post' | 'delete', path: string, body?: object) => {
  const call = api()[method](`/moderation/seeker-ads/${path}`).set(bearer(moderator));
  return body ? call.send(body) : call;
};
/** A member's report id of the ad (helpers.ts `reportIdOf`). */
const reportIdOf = (user: TestUser) => reportIdIn(user, `seekerAds/${adId}`);
/** Two reports with the threshold at 2: the ad goes under review. */
async function putUnderReview() {
  process.env.REPORT_THRESHOLD = '2';
  await report(maya, { reason: 'scam', note: 'Asked me to pay a fee' }).expect(201);
  await report(leo, { reason: 'spam' }).expect(201);
  expect((await readAd(adId))!.status).toBe('under-review');
}

describe('POST /seeker-ads/:id/report: who may report', () => {
  it('when another verified member reports an active ad, then 201, the report is stored under the ad with a member key and no e-mail, and the ad stays public', async () => {
    const { body } = await report(maya, { reason: 'scam', note: '  Wants a deposit  ' }).expect(
      201,
    );
    expect(body).toEqual({ reported: true });
    const docs = await reportsOf();
    expect(docs).toHaveLength(1);
    expect(docs[0]!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const stored = docs[0]!.data();
    expect(stored).toMatchObject({
      reason: 'scam',
      note: 'Wants a deposit',
      repeat: false,
      reporterKey: memberKey({ ...maya, emailVerified: true }),
    });
    expect(JSON.stringify(stored)).not.toContain('@');
    expect(await queueEntry()).toMatchObject({
      kind: 'seeker-ad',
      adId,
      ownerId: sam.uid,
      title: 'Calm nurse looking for a room',
      userName: 'Sam Okafor',
      openReports: 1,
    });
    expect((await readAd(adId))!.status).toBe('active');
  });

  const refusals: [string, () => Promise<[TestUser | null, string]>, unknown, number, string][] = [
    [
      'an anonymous visitor',
      async () => [null, adId],
      { reason: 'scam' },
      401,
      'Authentication required',
    ],
    [
      'an unverified member',
      async () => [await signUp('fresh@example.com', 'F', { verified: false }), adId],
      { reason: 'scam' },
      403,
      VERIFY_EMAIL_FIRST,
    ],
    [
      'a verified account made a minute ago',
      async () => [await signUp('new@example.com', 'N', { phone: false }), adId],
      { reason: 'scam' },
      403,
      REPORT_ACCOUNT_TOO_NEW,
    ],
    ['the ad’s writer', async () => [sam, adId], { reason: 'scam' }, 403, REPORT_OWN_AD],
    [
      'a member, of an unknown ad',
      async () => [maya, 'noSuchAd'],
      { reason: 'scam' },
      404,
      WANTED_AD_NOT_FOUND,
    ],
    [
      'a member, of a paused ad',
      async () => {
        await adAction(sam, adId, 'pause');
        return [maya, adId];
      },
      { reason: 'scam' },
      404,
      WANTED_AD_NOT_FOUND,
    ],
    [
      'a member, with an unknown reason',
      async () => [maya, adId],
      { reason: 'boring' },
      400,
      'Reason must be one of: scam, let, misleading, offensive, spam, other',
    ],
    [
      'a member, with an extra field',
      async () => [maya, adId],
      { reason: 'scam', status: 'under-review' },
      400,
      'Unknown field(s): status',
    ],
    [
      'a member, of a malformed id',
      async () => [maya, 'a.b'],
      { reason: 'scam' },
      400,
      'Invalid ad ID',
    ],
  ];
  for (const [who, setUp, body, status, error] of refusals) {
    it(`when ${who} reports, then ${status} "${error}" and nothing is written`, async () => {
      const [user, id] = await setUp();
      const before = await dumpDatabase();
      const response = await report(user, body, id).expect(status);
      expect(response.body).toEqual({ error });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when a member reports the same ad again, then 200, their one report is updated and counted once', async () => {
    await report(maya, { reason: 'scam' }).expect(201);
    await report(maya, { reason: 'spam', note: 'Copy of another ad' }).expect(200);
    const docs = await reportsOf();
    expect(docs).toHaveLength(1);
    expect(docs[0]!.data()).toMatchObject({ reason: 'spam', note: 'Copy of another ad' });
    expect(await queueEntry()).toMatchObject({ openReports: 1 });
  });

  it('when a member is past the daily report limit, then 429 and nothing is written', async () => {
    process.env.RATE_LIMIT_REPORTS_PER_DAY = '1';
    const other = await postAd(leo, { headline: 'Student wants a studio' });
    await report(maya).expect(201);
    const before = await dumpDatabase();
    const response = await report(maya, { reason: 'spam' }, other).expect(429);
    expect(response.body.error).toMatch(/^Too many requests/);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when enough distinct members report an ad, then it goes under review, leaves the public list and count, and only its writer still sees it', async () => {
    await putUnderReview();
    expect(await readAd(adId)).toMatchObject({ statusBeforeReview: 'active' });
    const list = await api().get('/seeker-ads').expect(200);
    expect(list.body.map((ad: { _id: string }) => ad._id)).not.toContain(adId);
    expect((await api().get('/seeker-ads/count').expect(200)).body).toEqual({ count: 0 });
    await api().get(`/seeker-ads/${adId}`).set(bearer(maya)).expect(404);
    const own = await api().get(`/seeker-ads/${adId}`).set(bearer(sam)).expect(200);
    expect(own.body.status).toBe('under-review');
    // Under review, it can no more be reported than any other ad that isn't active.
    const third = await signUp('t3@example.com', 'T', ESTABLISHED);
    expect((await report(third).expect(404)).body).toEqual({ error: WANTED_AD_NOT_FOUND });
  });
});

describe('the moderation queue with Room wanted ads', () => {
  it('when a listing and an ad have open reports, then the queue lists both, newest report first, each with its kind, and pages across them', async () => {
    const postId = await createPostAs(leo, { title: 'Loft with a view' });
    await api()
      .post(`/posts/${postId}/report`)
      .set(bearer(maya))
      .send({ reason: 'let' })
      .expect(201);
    await report(maya, { reason: 'offensive', note: 'Rude words' }).expect(201);
    const items = await queue();
    expect(items).toEqual([
      {
        kind: 'seeker-ad',
        adId,
        title: 'Calm nurse looking for a room',
        status: 'active',
        posterName: 'Sam Okafor',
        reportCount: 1,
        repeatReporters: 0,
        lastReportedAt: expect.any(String),
        deletedAt: null,
        repostOf: null,
        reports: [
          {
            id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
            reason: 'offensive',
            reasonLabel: expect.any(String),
            note: 'Rude words',
            reportedAt: expect.any(String),
          },
        ],
      },
      expect.objectContaining({ kind: 'listing', postId, title: 'Loft with a view' }),
    ]);
    expect(JSON.stringify(items)).not.toContain('@');

    const first = await api().get('/moderation/reports?limit=1').set(bearer(moderator)).expect(200);
    expect(first.body.map((i: ModerationItem) => i.kind)).toEqual(['seeker-ad']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await api()
      .get('/moderation/reports')
      .query({ limit: 1, cursor })
      .set(bearer(moderator))
      .expect(200);
    expect(second.body.map((i: ModerationItem) => i.kind)).toEqual(['listing']);
  });

  const routes: [
    string,
    (t: ReturnType<typeof api>) => ReturnType<ReturnType<typeof api>['post']>,
  ][] = [
    ['POST restore', (t) => t.post(`/moderation/seeker-ads/${adId}/restore`)],
    [
      'POST remove',
      (t) => t.post(`/moderation/seeker-ads/${adId}/remove`).send({ reason: 'Scam' }),
    ],
    [
      'DELETE a report',
      (t) => t.delete(`/moderation/seeker-ads/${adId}/reports/${'r'.repeat(20)}`),
    ],
  ];
  for (const [route, call] of routes) {
    it(`when a member who is no moderator calls ${route}, then 403 and nothing is written`, async () => {
      await report(maya).expect(201);
      const before = await dumpDatabase();
      const response = await call(api()).set(bearer(sam)).expect(403);
      expect(response.body).toEqual({ error: 'Only moderators can do this' });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('Restore, Remove and Dismiss on a Room wanted ad', () => {
  it('when a moderator restores an ad under review, then it is back to its status before, its reports and queue entry are gone, and the same reporters no longer count', async () => {
    await putUnderReview();
    await asModerator('post', `${adId}/restore`).expect(200);
    const stored = await readAd(adId);
    expect(stored!.status).toBe('active');
    expect(stored).not.toHaveProperty('statusBeforeReview');
    expect(await reportsOf()).toHaveLength(0);
    expect(await queueEntry()).toBeUndefined();
    await api().get(`/seeker-ads/${adId}`).expect(200);

    // Both report again: shown to moderators as repeats, but not under review again.
    await report(maya).expect(201);
    await report(leo).expect(201);
    expect((await readAd(adId))!.status).toBe('active');
    expect(await queueEntry()).toMatchObject({ openReports: 2, repeatReports: 2 });
  });

  it('when a moderator removes an ad, then it is gone with its reports and queue entry, its writer may post again and is told why in the bell', async () => {
    await putUnderReview();
    await asModerator('post', `${adId}/remove`, { reason: 'Asks for fees up front' }).expect(200);
    expect(await readAd(adId)).toBeUndefined();
    expect(await reportsOf()).toHaveLength(0);
    expect(await queueEntry()).toBeUndefined();
    expect(await queue()).toEqual([]);
    const { body } = await api().get('/users/me/notifications').set(bearer(sam)).expect(200);
    expect(body.notifications).toEqual([
      {
        id: `removedAd_${adId}`,
        kind: 'seeker-ad-removed',
        adId,
        title: 'Calm nurse looking for a room',
        reason: 'Asks for fees up front',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    // The one-ad slot is free again.
    await postAd(sam, { headline: 'Trying again' });
  });

  const removeRefusals: [string, () => Promise<unknown>, object, number, string][] = [
    ['without a reason', async () => undefined, {}, 400, 'Reason is required'],
    [
      'past the moderators’ hourly limit',
      async () => {
        process.env.RATE_LIMIT_MODERATION_PER_HOUR = '0';
      },
      { reason: 'Scam' },
      429,
      '',
    ],
    ['of an unknown ad', async () => undefined, { reason: 'Scam' }, 404, WANTED_AD_NOT_FOUND],
  ];
  for (const [what, setUp, body, status, error] of removeRefusals) {
    it(`when a moderator removes an ad ${what}, then ${status} and nothing is written`, async () => {
      await report(maya).expect(201);
      await setUp();
      const target = error === WANTED_AD_NOT_FOUND ? 'noSuchAd' : adId;
      const before = await dumpDatabase();
      const response = await asModerator('post', `${target}/remove`, body).expect(status);
      if (error) expect(response.body.error).toMatch(error);
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when a moderator dismisses reports of an ad under review, then it stays under review while any is left, and the last one puts it back', async () => {
    await putUnderReview();
    const first = await asModerator('delete', `${adId}/reports/${await reportIdOf(maya)}`).expect(
      200,
    );
    expect(first.body).toEqual({ reportCount: 1, status: 'under-review' });
    expect(await queueEntry()).toMatchObject({ openReports: 1 });
    const last = await asModerator('delete', `${adId}/reports/${await reportIdOf(leo)}`).expect(
      200,
    );
    expect(last.body).toEqual({ reportCount: 0, status: 'active' });
    expect((await readAd(adId))!.status).toBe('active');
    expect(await queueEntry()).toBeUndefined();
  });

  it('when a moderator dismisses a report that is not there, then 404 and nothing is written', async () => {
    await report(maya).expect(201);
    const before = await dumpDatabase();
    const response = await asModerator('delete', `${adId}/reports/${'x'.repeat(20)}`).expect(404);
    expect(response.body).toEqual({ error: 'Report not found' });
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('account and ad deletion', () => {
  it('when a reporter deletes their account, then their report of the ad is withdrawn and an ad under review only because of it is back', async () => {
    await putUnderReview();
    await api().delete(`/users/${leo.email}`).set(bearer(leo)).expect(200);
    const docs = await reportsOf();
    expect(docs).toHaveLength(1);
    expect(await queueEntry()).toMatchObject({ openReports: 1 });
    expect((await readAd(adId))!.status).toBe('active');
  });

  it('when the writer deletes their reported ad, then its case stays for the moderator, marked deleted, with its report', async () => {
    await report(maya).expect(201);
    await api().delete(`/seeker-ads/${adId}`).set(bearer(sam)).expect(200);
    expect(await readAd(adId)).toBeUndefined();
    expect(await reportsOf()).toHaveLength(1);
    expect(await queueEntry()).toMatchObject({ openReports: 1, underReview: false });
    const [item] = await queue();
    expect(item).toMatchObject({ kind: 'seeker-ad', adId, title: 'Calm nurse looking for a room' });
    expect(item!.deletedAt).not.toBeNull();
  });

  it("when the writer deletes their ad under review and posts the same text again, then the new ad waits under review, hidden from others, and the queue shows both; a moderator's Remove of the deleted case tells the writer", async () => {
    await putUnderReview();
    await api().delete(`/seeker-ads/${adId}`).set(bearer(sam)).expect(200);
    const again = await postAd(sam, { headline: 'calm nurse, looking for a room.' });
    expect((await readAd(again))!.status).toBe('under-review');
    await api().get(`/seeker-ads/${again}`).set(bearer(maya)).expect(404);
    const items = await queue();
    expect(items.map((item) => item.kind === 'seeker-ad' && item.adId)).toEqual([again, adId]);
    expect(items[0]).toMatchObject({ repostOf: 'Calm nurse looking for a room', deletedAt: null });
    expect(items[1]).toMatchObject({ status: 'under-review', reportCount: 2, repostOf: null });

    await asModerator('post', `${adId}/remove`, { reason: 'Asked for a fee' }).expect(200);
    expect(await queueEntry()).toBeUndefined();
    expect(await reportsOf()).toHaveLength(0);
    const alerts = await api().get('/users/me/notifications').set(bearer(sam)).expect(200);
    expect(JSON.stringify(alerts.body)).toContain('Asked for a fee');
  });

  it('when the writer deletes their account, then their reported ad goes with its reports and queue entry', async () => {
    await report(maya).expect(201);
    await api().delete(`/users/${sam.email}`).set(bearer(sam)).expect(200);
    expect(await readAd(adId)).toBeUndefined();
    expect(await reportsOf()).toHaveLength(0);
    expect(await queueEntry()).toBeUndefined();
  });
});
