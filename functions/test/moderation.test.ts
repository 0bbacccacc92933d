// /moderation (issue 12): only a verified caller whose ID token has the
// `moderator: true` custom claim may list reports, restore, remove or dismiss;
// everyone else gets 403 (401 without a token) and nothing is written. The
// owner of a removed listing finds a notice at /users/me/notices.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  emulator,
  readPost,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

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

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other, third } = await signUpCast());
  moderator = await grantModerator(await signUp('mod@example.com', 'Mona Moderator'));
  id = await createPostAs(owner);
});

afterEach(() => {
  delete process.env.REPORT_THRESHOLD;
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
      'DELETE /moderation/posts/:id/reports/:uid',
      (t) => t.delete(`/moderation/posts/${id}/reports/${other.uid}`),
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
        postId: second,
        title: 'Loft with a view',
        status: 'active',
        posterName: 'Tess Third',
        reportCount: 1,
        lastReportedAt: expect.any(String),
        reports: [
          {
            id: owner.uid,
            reason: 'spam',
            reasonLabel: 'Duplicate or spam',
            note: 'Copy of another ad',
            reportedAt: expect.any(String),
          },
        ],
      },
      {
        postId: id,
        title: 'Sunny room near the park',
        status: 'active',
        posterName: 'Olivia Owner',
        reportCount: 2,
        lastReportedAt: expect.any(String),
        reports: [
          expect.objectContaining({ id: third.uid, reasonLabel: 'Already let', note: '' }),
          expect.objectContaining({
            id: other.uid,
            reasonLabel: 'Scam or fraud',
            note: 'Wants a deposit by wire',
          }),
        ],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('@');
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
    const left = Object.keys(await dumpDatabase()).filter((path) => path.includes(id));
    expect(left).toEqual([]);
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

describe('DELETE /moderation/posts/:id/reports/:uid', () => {
  let fourth: TestUser;
  beforeEach(async () => {
    fourth = await signUp('fourth@example.com', 'Fourth');
    await report(other);
    await report(third);
    await report(fourth);
    expect((await readPost(id))!.status).toBe('under-review');
  });

  const dismiss = (uid: string) =>
    api().delete(`/moderation/posts/${id}/reports/${uid}`).set(bearer(moderator));

  it('when a moderator dismisses reports, then the count goes down; the listing stays under review until the last one goes', async () => {
    await dismiss(other.uid).expect(200, { reportCount: 2, status: 'under-review' });
    expect((await queue())!.openReports).toBe(2);
    expect((await readPost(id))!.status).toBe('under-review');
    await dismiss(third.uid).expect(200, { reportCount: 1, status: 'under-review' });
    await dismiss(fourth.uid).expect(200, { reportCount: 0, status: 'active' });
    expect(await queue()).toBeUndefined();
    expect((await readPost(id))!.status).toBe('active');
  });

  it('when a dismissed reporter reports again, then it counts again', async () => {
    await dismiss(other.uid).expect(200);
    await report(other);
    expect((await queue())!.openReports).toBe(3);
  });

  it('when the report does not exist, then 404 and nothing is written', async () => {
    const before = await dumpDatabase();
    await dismiss(owner.uid).expect(404, { error: 'Report not found' });
    await dismiss('bad uid!').expect(400, { error: 'Invalid report ID' });
    expect(await dumpDatabase()).toEqual(before);
  });
});
