// /moderation: only a verified caller whose ID token has the
// `moderator: true` custom claim may list reports, restore, remove or dismiss;
// everyone else gets 403 (401 without a token) and nothing is written. The
// owner of a removed listing finds a notice at /users/me/notices.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { auth, db } from '../src/lib/firebase';
import { memberKey } from '../src/lib/member-key';
import type { ModerationItem } from '../src/contract/moderation';
import {
  api,
  backgroundTriggers,
  bearer,
  createPostAs,
  dumpDatabase,
  emulator,
  ESTABLISHED,
  postInput,
  readPost,
  reportIdOf as reportIdIn,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

// The deployed e-mail sender (sendOutboxMail) would change the outbox
// documents these requests queue while a test compares database dumps.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

let owner: TestUser;
let other: TestUser;
let third: TestUser;
let moderator: TestUser;
let id: string;

/** Grants the claim with the Admin SDK (as scripts/moderator.mjs does); a new token carries it. */
async function grantModerator(user: TestUser): Promise<TestUser> {
  await auth().setCustomUserClaims(user.uid, { moderator: true });
  return { ...user, token: await signIn(user.email) };
}

const report = (user: TestUser, reason = 'scam', note = '', postId = id) =>
  api().post(`/posts/${postId}/report`).set(bearer(user)).send({ reason, note }).expect(201);

const queue = async (postId = id) => (await db().doc(`moderation/${postId}`).get()).data();

/** A member's report id of the listing (helpers.ts `reportIdOf`). */
const reportIdOf = (user: TestUser, postId = id) => reportIdIn(user, `posts/${postId}`);

/** Deletes the member's account through the API ("Delete my account"). */
const deleteAccount = (user: TestUser) =>
  api().delete(`/users/${user.email}`).set(bearer(user)).expect(200);

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other, third } = await signUpCast());
  moderator = await grantModerator(await signUp('mod@example.com', 'Mona Moderator'));
  id = await createPostAs(owner);
});

afterEach(() => {
  delete process.env.REPORT_THRESHOLD;
  delete process.env.RATE_LIMIT_MODERATION_PER_HOUR;
});

const routes: [string, (t: ReturnType<typeof api>) => ReturnType<ReturnType<typeof api>['get']>][] =
  [
    ['GET /moderation/reports', (t) => t.get('/moderation/reports')],
    ['POST /moderation/posts/:id/restore', (t) => t.post(`/moderation/posts/${id}/restore`)],
    [
      'POST /moderation/posts/:id/remove',
      (t) => t.post(`/moderation/posts/${id}/remove`).send({ reason: 'Scam' }),
    ],
    [
      'DELETE /moderation/posts/:id/reports/:reportId',
      (t) => t.delete(`/moderation/posts/${id}/reports/${'r'.repeat(20)}`),
    ],
  ];

describe('moderation routes refuse everyone but moderators', () => {
  beforeEach(async () => {
    await report(other);
  });

  const callers: [string, () => Promise<TestUser | null>, number, string][] = [
    ['an anonymous visitor', async () => null, 401, 'Authentication required'],
    ['a verified member', async () => other, 403, 'Only moderators can do this'],
    ['the listing owner', async () => owner, 403, 'Only moderators can do this'],
    [
      'a member whose stored profile says "moderator" (no claim in the token)',
      async () => {
        await db().doc(`users/${third.uid}`).set({ email: third.email, moderator: true });
        return third;
      },
      403,
      'Only moderators can do this',
    ],
    [
      'a moderator whose e-mail is not verified',
      async () => {
        const user = await signUp('unverified-mod@example.com', 'U', { verified: false });
        await auth().setCustomUserClaims(user.uid, { moderator: true });
        return { ...user, token: await signIn(user.email) };
      },
      403,
      'Please verify your e-mail address first',
    ],
    [
      'a former moderator with a new token',
      async () => {
        const former = await grantModerator(await signUp('former@example.com', 'Former'));
        await auth().setCustomUserClaims(former.uid, null);
        return { ...former, token: await signIn(former.email) };
      },
      403,
      'Only moderators can do this',
    ],
  ];

  for (const [who, caller, status, error] of callers) {
    for (const [route, call] of routes) {
      it(`when ${who} calls ${route}, then ${status} and nothing is written`, async () => {
        const user = await caller();
        const before = await dumpDatabase();
        let request = call(api());
        if (user) request = request.set(bearer(user));
        const response = await request.expect(status);
        expect(response.body).toEqual({ error });
        expect(await dumpDatabase()).toEqual(before);
      });
    }
  }
});

describe('clients cannot give themselves the moderator claim', () => {
  it('when a user asks the Auth API to set their own custom claims, then it is refused', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          idToken: other.token,
          customAttributes: JSON.stringify({ moderator: true }),
        }),
      },
    );
    expect(response.ok).toBe(false);
    const [account] = await emulator.lookupAccounts({ localId: [other.uid] });
    expect(account.customAttributes ?? '{}').not.toContain('moderator');
    await api().get('/moderation/reports').set(bearer(other)).expect(403);
  });

  it('when a user sends "moderator" in their profile, then 400 and nothing is written', async () => {
    await api().post('/users').set(bearer(other)).send({}).expect(200);
    const before = await dumpDatabase();
    const { body } = await api()
      .put(`/users/${other.email}`)
      .set(bearer(other))
      .send({ moderator: true })
      .expect(400);
    expect(body.error).toMatch(/moderator/);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('GET /moderation/reports', () => {
  it('when a moderator lists reports, then listings with open reports come newest report first, with every reason and note and no e-mail', async () => {
    const second = await createPostAs(third, { title: 'Loft with a view' });
    await report(other, 'scam', 'Wants a deposit by wire');
    await report(third, 'let', '');
    await report(owner, 'spam', 'Copy of another ad', second);
    const { body, headers } = await api()
      .get('/moderation/reports')
      .set(bearer(moderator))
      .expect(200);
    expect(headers['x-next-cursor']).toBeUndefined();
    expect(body).toEqual([
      {
        kind: 'listing',
        postId: second,
        title: 'Loft with a view',
        status: 'active',
        posterName: 'Tess Third',
        reportCount: 1,
        repeatReporters: 0,
        lastReportedAt: expect.any(String),
        deletedAt: null,
        repostOf: null,
        reports: [
          {
            id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
            reason: 'spam',
            reasonLabel: 'Duplicate or spam',
            note: 'Copy of another ad',
            reportedAt: expect.any(String),
          },
        ],
      },
      {
        kind: 'listing',
        postId: id,
        title: 'Sunny room near the park',
        status: 'active',
        posterName: 'Olivia Owner',
        reportCount: 2,
        repeatReporters: 0,
        lastReportedAt: expect.any(String),
        deletedAt: null,
        repostOf: null,
        reports: [
          expect.objectContaining({
            id: await reportIdOf(third),
            reasonLabel: 'Already let',
            note: '',
          }),
          expect.objectContaining({
            id: await reportIdOf(other),
            reasonLabel: 'Scam or fraud',
            note: 'Wants a deposit by wire',
          }),
        ],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('@');
    // Nothing in the answer identifies a reporter: no uid, no member key.
    for (const user of [owner, other, third]) {
      expect(JSON.stringify(body)).not.toContain(user.uid);
      expect(JSON.stringify(body)).not.toContain(memberKey({ ...user, emailVerified: true }));
    }
  });

  it('when there are more listings than the limit, then pages follow X-Next-Cursor without repeats', async () => {
    const ids = [id];
    for (const title of ['Room two', 'Room three']) ids.push(await createPostAs(owner, { title }));
    for (const postId of ids) await report(other, 'scam', '', postId);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await api()
        .get('/moderation/reports')
        .query({ limit: 2, ...(cursor ? { cursor } : {}) })
        .set(bearer(moderator))
        .expect(200);
      expect(response.body.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.map((item: { postId: string }) => item.postId));
      cursor = response.headers['x-next-cursor'];
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  const badQueries: [Record<string, string>, string][] = [
    [{ limit: '0' }, 'limit must be an integer from 1 to 50'],
    [{ limit: '51' }, 'limit must be an integer from 1 to 50'],
    [{ cursor: 'not-a-cursor' }, 'Invalid cursor'],
    [
      { cursor: Buffer.from(JSON.stringify({ s: 1e15, n: 0, id: 'x' })).toString('base64url') },
      'Invalid cursor',
    ],
    [{ sort: 'oldest' }, 'Unknown query parameter(s): sort'],
  ];
  for (const [query, error] of badQueries) {
    it(`when the query is ${JSON.stringify(query)}, then 400 "${error}"`, async () => {
      await api()
        .get('/moderation/reports')
        .query(query)
        .set(bearer(moderator))
        .expect(400, { error });
    });
  }
});

describe('POST /moderation/posts/:id/restore', () => {
  beforeEach(async () => {
    process.env.REPORT_THRESHOLD = '2';
    await report(other);
    await report(third);
    expect((await readPost(id))!.status).toBe('under-review');
  });

  it('when a moderator restores a listing under review, then its reports are cleared and it is back on browse', async () => {
    await api().post(`/moderation/posts/${id}/restore`).set(bearer(moderator)).expect(200, {
      ok: true,
    });
    const post = (await readPost(id))!;
    expect(post.status).toBe('active');
    expect(post).not.toHaveProperty('statusBeforeReview');
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(0);
    expect(await queue()).toBeUndefined();
    const browse = await api().get('/posts').expect(200);
    expect(browse.body.map((p: { _id: string }) => p._id)).toContain(id);
    const queueList = await api().get('/moderation/reports').set(bearer(moderator)).expect(200);
    expect(queueList.body).toEqual([]);
    // Reporting starts from zero again.
    await report(other);
    expect((await queue())!.openReports).toBe(1);
    expect((await readPost(id))!.status).toBe('active');
  });

  it('when the listing was paused before its review, then Restore puts it back to paused', async () => {
    await db().doc(`posts/${id}`).update({ statusBeforeReview: 'paused' });
    await api().post(`/moderation/posts/${id}/restore`).set(bearer(moderator)).expect(200);
    expect((await readPost(id))!.status).toBe('paused');
  });

  it('when the listing does not exist, then 404 and nothing is written', async () => {
    const before = await dumpDatabase();
    await api()
      .post('/moderation/posts/nope123/restore')
      .set(bearer(moderator))
      .expect(404, { error: 'Post not found' });
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('POST /moderation/posts/:id/remove', () => {
  beforeEach(async () => {
    await api().post(`/posts/${id}/like`).set(bearer(third)).expect(200);
    await report(other, 'scam', 'Asked for Western Union');
  });

  it('when a moderator removes a listing, then it is gone with everything under it and its owner sees a notice', async () => {
    await api()
      .post(`/moderation/posts/${id}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Asked for money before a viewing' })
      .expect(200, { ok: true });
    // Only the owner's alert and e-mail about it are left (they name the listing's id).
    const left = Object.keys(await dumpDatabase()).filter((path) => path.includes(id));
    expect(left).toEqual([`notifications/removed_${id}`, `outbox/removed_${id}`]);
    await api().get(`/posts/${id}`).expect(404);

    const notices = await api().get('/users/me/notices').set(bearer(owner)).expect(200);
    expect(notices.body).toEqual([
      {
        id,
        kind: 'listing-removed',
        postTitle: 'Sunny room near the park',
        reason: 'Asked for money before a viewing',
        createdAt: expect.any(String),
      },
    ]);
    // Only the owner's: nobody else gets it.
    await api().get('/users/me/notices').set(bearer(other)).expect(200, []);
    await api().get('/users/me/notices').expect(401);
    await api().delete(`/users/me/notices/${id}`).set(bearer(other)).expect(404);

    await api().delete(`/users/me/notices/${id}`).set(bearer(owner)).expect(200, { ok: true });
    await api().get('/users/me/notices').set(bearer(owner)).expect(200, []);
  });

  it("when a moderator removes a listing, then its owner's bell counts an unread alert with the title and reason, and only theirs", async () => {
    const bell = async (user: TestUser) =>
      (await api().get('/users/me/notifications/unread-count').set(bearer(user)).expect(200)).body
        .count as number;
    expect(await bell(owner)).toBe(0);
    await api()
      .post(`/moderation/posts/${id}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Asked for money before a viewing' })
      .expect(200);

    expect(await bell(owner)).toBe(1);
    const { body } = await api().get('/users/me/notifications').set(bearer(owner)).expect(200);
    expect(body.notifications).toEqual([
      {
        id: `removed_${id}`,
        kind: 'listing-removed',
        postId: id,
        title: 'Sunny room near the park',
        reason: 'Asked for money before a viewing',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    for (const user of [other, third, moderator]) expect(await bell(user)).toBe(0);

    await api().post(`/users/me/notifications/removed_${id}/read`).set(bearer(owner)).expect(200);
    expect(await bell(owner)).toBe(0);
  });

  it('when a removal is refused (rate limit), then no alert is left either', async () => {
    process.env.RATE_LIMIT_MODERATION_PER_HOUR = '0';
    await api()
      .post(`/moderation/posts/${id}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Scam' })
      .expect(429);
    expect((await db().doc(`notifications/removed_${id}`).get()).exists).toBe(false);
  });

  const badBodies: [unknown, string][] = [
    [{}, 'Reason is required'],
    [{ reason: '   ' }, 'Reason is required'],
    [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    [{ reason: 'Scam', notify: false }, 'Unknown field(s): notify'],
  ];
  for (const [body, error] of badBodies) {
    it(`when the body is ${JSON.stringify(body).slice(0, 40)}, then 400 "${error}" and nothing is written`, async () => {
      const before = await dumpDatabase();
      await api()
        .post(`/moderation/posts/${id}/remove`)
        .set(bearer(moderator))
        .send(body as object)
        .expect(400, { error });
      expect(await dumpDatabase()).toEqual(before);
    });
  }
});

describe('DELETE /moderation/posts/:id/reports/:reportId', () => {
  let fourth: TestUser;
  beforeEach(async () => {
    fourth = await signUp('fourth@example.com', 'Fourth', ESTABLISHED);
    await report(other);
    await report(third);
    await report(fourth);
    expect((await readPost(id))!.status).toBe('under-review');
  });

  const dismiss = (reportId: string) =>
    api().delete(`/moderation/posts/${id}/reports/${reportId}`).set(bearer(moderator));

  it('when a moderator dismisses reports, then the count goes down; the listing stays under review until the last one goes', async () => {
    await dismiss(await reportIdOf(other)).expect(200, { reportCount: 2, status: 'under-review' });
    expect((await queue())!.openReports).toBe(2);
    expect((await readPost(id))!.status).toBe('under-review');
    await dismiss(await reportIdOf(third)).expect(200, { reportCount: 1, status: 'under-review' });
    await dismiss(await reportIdOf(fourth)).expect(200, { reportCount: 0, status: 'active' });
    expect(await queue()).toBeUndefined();
    expect((await readPost(id))!.status).toBe('active');
  });

  it('when a dismissed reporter reports again, then it counts again', async () => {
    await dismiss(await reportIdOf(other)).expect(200);
    await report(other);
    expect((await queue())!.openReports).toBe(3);
  });

  it('when the report does not exist, then 404 and nothing is written', async () => {
    const before = await dumpDatabase();
    await dismiss('r'.repeat(20)).expect(404, { error: 'Report not found' });
    await dismiss('bad uid!').expect(400, { error: 'Invalid report ID' });
    // A reporter's uid is not a report id.
    await dismiss(other.uid).expect(400, { error: 'Invalid report ID' });
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('reports of a deleted account', () => {
  let fourth: TestUser;
  beforeEach(async () => {
    process.env.REPORT_THRESHOLD = '3';
    fourth = await signUp('fourth@example.com', 'Fourth', ESTABLISHED);
  });

  const queueItem = async () => {
    const { body } = await api().get('/moderation/reports').set(bearer(moderator)).expect(200);
    return (body as { postId: string; reportCount: number; reports: unknown[] }[]).find(
      (item) => item.postId === id,
    );
  };

  it('when a reporter deletes their account, then their report is gone, no longer counts and the queue no longer shows it', async () => {
    await report(other, 'scam', 'Deposit by wire');
    await report(third, 'let', '');
    await deleteAccount(other);
    const left = await db().collection(`posts/${id}/reports`).get();
    expect(left.docs.map((doc) => doc.get('reason'))).toEqual(['let']);
    expect((await queue())!.openReports).toBe(1);
    const item = await queueItem();
    expect(item).toMatchObject({
      reportCount: 1,
      reports: [expect.objectContaining({ reason: 'let' })],
    });
    expect(JSON.stringify(item)).not.toContain('Deposit by wire');
  });

  it('when the only reporter deletes their account, then the listing leaves the queue', async () => {
    await report(other);
    await deleteAccount(other);
    expect(await queue()).toBeUndefined();
    expect(await queueItem()).toBeUndefined();
  });

  it('when a listing went under review only because of reports and one reporter deletes their account before any moderator acted, then it goes back to the status it had (paused) and stays in the queue', async () => {
    await api().post(`/posts/${id}/pause`).set(bearer(owner)).expect(200);
    await report(other);
    await report(third);
    await report(fourth);
    expect((await readPost(id))!.status).toBe('under-review');
    await deleteAccount(fourth);
    const post = (await readPost(id))!;
    expect(post.status).toBe('paused');
    expect(post).not.toHaveProperty('statusBeforeReview');
    expect(await queueItem()).toMatchObject({ reportCount: 2, status: 'paused' });
  });

  it('when enough reports remain after a reporter deletes their account, then the listing stays under review', async () => {
    const fifth = await signUp('fifth@example.com', 'Fifth', ESTABLISHED);
    for (const user of [other, third, fourth, fifth]) await report(user);
    await deleteAccount(fifth);
    expect((await readPost(id))!.status).toBe('under-review');
    expect((await queue())!.openReports).toBe(3);
  });

  it('when a moderator has dismissed a report during the review, then a reporter deleting their account leaves the listing under review', async () => {
    const fifth = await signUp('fifth@example.com', 'Fifth', ESTABLISHED);
    for (const user of [other, third, fourth, fifth]) await report(user);
    await api()
      .delete(`/moderation/posts/${id}/reports/${await reportIdOf(fifth)}`)
      .set(bearer(moderator))
      .expect(200, { reportCount: 3, status: 'under-review' });
    await deleteAccount(fourth);
    expect((await readPost(id))!.status).toBe('under-review');
    expect((await queue())!.openReports).toBe(2);
  });
});

describe('reports after a moderator restored a listing', () => {
  let fourth: TestUser;
  let fifth: TestUser;
  beforeEach(async () => {
    process.env.REPORT_THRESHOLD = '2';
    fourth = await signUp('fourth@example.com', 'Fourth', ESTABLISHED);
    fifth = await signUp('fifth@example.com', 'Fifth', ESTABLISHED);
    await report(other);
    await report(third);
    expect((await readPost(id))!.status).toBe('under-review');
    await api().post(`/moderation/posts/${id}/restore`).set(bearer(moderator)).expect(200);
    expect((await readPost(id))!.status).toBe('active');
  });

  const item = async () => {
    const { body } = await api().get('/moderation/reports').set(bearer(moderator)).expect(200);
    return (body as { postId: string }[]).find((entry) => entry.postId === id);
  };

  it('when the same members report it again, then their reports are stored but it stays active, and moderators see how many reported it before it was restored', async () => {
    await report(other, 'scam', 'Still a scam');
    await report(third);
    expect((await readPost(id))!.status).toBe('active');
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(2);
    const entry = await item();
    expect(entry).toMatchObject({ reportCount: 2, repeatReporters: 2, status: 'active' });
    expect(JSON.stringify(entry)).toContain('Still a scam');
    for (const user of [other, third]) expect(JSON.stringify(entry)).not.toContain(user.uid);
  });

  it('when new members report it, then their reports count as before; the repeats still do not', async () => {
    await report(other);
    await report(fourth);
    expect((await readPost(id))!.status).toBe('active');
    await report(fifth);
    expect((await readPost(id))!.status).toBe('under-review');
    expect(await item()).toMatchObject({ reportCount: 3, repeatReporters: 1 });
  });

  it('when a repeat report is dismissed, then the repeat count goes down with it', async () => {
    await report(other);
    await report(fourth);
    await api()
      .delete(`/moderation/posts/${id}/reports/${await reportIdOf(other)}`)
      .set(bearer(moderator))
      .expect(200, { reportCount: 1, status: 'active' });
    expect(await item()).toMatchObject({ reportCount: 1, repeatReporters: 0 });
  });

  it('when the 30 days after the restore have passed, then the same members count again', async () => {
    const restored = db().doc(`posts/${id}/moderation/restored`);
    expect((await restored.get()).exists).toBe(true);
    await restored.update({ until: Timestamp.fromMillis(Date.now() - 1000) });
    await report(other);
    await report(third);
    expect((await readPost(id))!.status).toBe('under-review');
    expect(await item()).toMatchObject({ reportCount: 2, repeatReporters: 0 });
  });

  it('when a repeat reporter deletes their account and signs up again with the same e-mail, then their report still does not count', async () => {
    await deleteAccount(other);
    const again = await signUp(other.email, 'Oscar Again', ESTABLISHED);
    await report(again);
    await report(fourth);
    expect((await readPost(id))!.status).toBe('active');
    expect(await item()).toMatchObject({ reportCount: 2, repeatReporters: 1 });
  });
});

describe('deleting a reported listing and posting it again (issue 39)', () => {
  let fourth: TestUser;
  beforeEach(async () => {
    fourth = await signUp('fourth@example.com', 'Fay Fourth', ESTABLISHED);
    // Three distinct reporters (the default threshold) put it under review.
    await report(other);
    await report(third, 'spam', 'Asked for a deposit by wire');
    await report(fourth);
    expect((await readPost(id))!.status).toBe('under-review');
  });

  const listQueue = async () =>
    (await api().get('/moderation/reports').set(bearer(moderator)).expect(200))
      .body as ModerationItem[];
  const deleteIt = (postId = id) => api().delete(`/posts/${postId}`).set(bearer(owner)).expect(200);
  /** The same listing again, its text changed only in case, spacing and punctuation. */
  const repost = (user = owner, overrides: Parameters<typeof postInput>[0] = {}) =>
    api()
      .post('/posts')
      .set(bearer(user))
      .send(
        postInput({
          title: 'SUNNY room, near the park!!',
          description: 'Bright room in a quiet flat -- five minutes from the subway',
          ...overrides,
        }),
      );

  it('when the owner deletes it and posts the same text again, then the re-post is under review (hidden from others) and the queue shows both: the deleted case with its reports, and the re-post naming it', async () => {
    await deleteIt();
    expect(await readPost(id)).toBeUndefined();
    const created = await repost().expect(201);
    expect(created.body).toMatchObject({ status: 'under-review', isOwner: true });
    const again = created.body._id as string;
    const seen = await api().get(`/posts/${again}`).set(bearer(other)).expect(200);
    expect(seen.body).toMatchObject({ _id: again, status: 'under-review', title: '' });
    expect((await api().get('/posts').expect(200)).body).toEqual([]);

    const items = await listQueue();
    expect(items.map((item) => item.kind === 'listing' && item.postId)).toEqual([again, id]);
    expect(items[0]).toMatchObject({
      status: 'under-review',
      reportCount: 0,
      deletedAt: null,
      repostOf: 'Sunny room near the park',
      title: 'SUNNY room, near the park!!',
    });
    expect(items[1]).toMatchObject({
      title: 'Sunny room near the park',
      posterName: 'Olivia Owner',
      status: 'under-review',
      reportCount: 3,
      repostOf: null,
    });
    expect(Date.parse(items[1]!.deletedAt!)).toBeGreaterThan(0);
    expect(items[1]!.reports.map((r) => r.note)).toContain('Asked for a deposit by wire');
  });

  it("when the held re-post is deleted and posted again, then each one waits too and stays in the queue as the owner's history", async () => {
    await deleteIt();
    const second = (await repost().expect(201)).body._id as string;
    await deleteIt(second);
    const third = await repost().expect(201);
    expect(third.body.status).toBe('under-review');
    const items = await listQueue();
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.deletedAt !== null)).toEqual([false, true, true]);
    expect(items.map((item) => item.repostOf)).toEqual([
      'Sunny room near the park',
      'Sunny room near the park',
      null,
    ]);
  });

  it('when the owner posts different text, or another member posts the same text, then it is active at once', async () => {
    await deleteIt();
    const reworded = await repost(owner, {
      description: 'A bright room, five minutes from the subway.',
    }).expect(201);
    expect(reworded.body.status).toBe('active');
    const someoneElse = await repost(other).expect(201);
    expect(someoneElse.body.status).toBe('active');
  });

  it('when the owner is over the daily listing limit, then the re-post is refused with 429 and nothing is written', async () => {
    await deleteIt();
    process.env.RATE_LIMIT_POSTS_PER_DAY = '1';
    try {
      const before = await dumpDatabase();
      await repost().expect(429);
      expect(await dumpDatabase()).toEqual(before);
    } finally {
      delete process.env.RATE_LIMIT_POSTS_PER_DAY;
    }
  });

  it('when a moderator restores the deleted case, then it leaves the queue with its reports, and the next re-post is active at once while the held one waits for its own decision', async () => {
    await deleteIt();
    const held = (await repost().expect(201)).body._id as string;
    await api().post(`/moderation/posts/${id}/restore`).set(bearer(moderator)).expect(200);
    expect(await queue()).toBeUndefined();
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(0);
    expect((await repost().expect(201)).body.status).toBe('active');
    const items = await listQueue();
    expect(items.map((item) => item.kind === 'listing' && item.postId)).toEqual([held]);
    await api().post(`/moderation/posts/${held}/restore`).set(bearer(moderator)).expect(200);
    expect((await readPost(held))!.status).toBe('active');
    expect(await listQueue()).toEqual([]);
  });

  it('when a moderator dismisses the reports of a deleted case, then the last one closes it', async () => {
    await deleteIt();
    const ids = await Promise.all([other, third, fourth].map((user) => reportIdOf(user)));
    for (const [i, reportId] of ids.entries()) {
      const { body } = await api()
        .delete(`/moderation/posts/${id}/reports/${reportId}`)
        .set(bearer(moderator))
        .expect(200);
      expect(body).toEqual({ reportCount: 2 - i, status: 'deleted' });
    }
    expect(await queue()).toBeUndefined();
  });

  it('when a moderator removes the deleted case, then the owner is told (notice and bell) and it leaves the queue', async () => {
    await deleteIt();
    await api()
      .post(`/moderation/posts/${id}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Asked for money up front' })
      .expect(200);
    expect(await queue()).toBeUndefined();
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(0);
    const notices = await api().get('/users/me/notices').set(bearer(owner)).expect(200);
    expect(notices.body).toMatchObject([
      { id, postTitle: 'Sunny room near the park', reason: 'Asked for money up front' },
    ]);
  });

  it('when a reporter deletes their account after the owner deleted the listing, then the case stays but its review ends, so a re-post goes live', async () => {
    await deleteIt();
    await deleteAccount(fourth);
    expect(await queue()).toMatchObject({ openReports: 2, underReview: false });
    expect((await repost().expect(201)).body.status).toBe('active');
  });

  it('when the owner deletes their account, then the cases their deletes kept, the reports under them and the holds on their text go with it', async () => {
    await deleteIt();
    await repost().expect(201);
    await deleteAccount(owner);
    expect(await queue()).toBeUndefined();
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(0);
    expect(await listQueue()).toEqual([]);
    expect((await db().collection('reviewHolds').get()).size).toBe(0);
  });

  it('when the owner edits the text while it is under review and then deletes it, then a re-post of either text waits', async () => {
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ description: 'Now with a new description.' }))
      .expect(200);
    await deleteIt();
    const edited = await repost(owner, { description: 'Now with a new description' }).expect(201);
    expect(edited.body.status).toBe('under-review');
  });
});
