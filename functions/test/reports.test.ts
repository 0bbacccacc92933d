// POST /posts/:id/report: who may report, one report per user and
// listing, the daily limit, and the threshold that puts a listing under review.
// Every refusal writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_LIMITS, REPORT_THRESHOLD } from '../src/contract/listing';
import { REPORT_ACCOUNT_TOO_NEW } from '../src/contract/moderation';
import { db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  daysAgo,
  dumpDatabase,
  ESTABLISHED,
  readPost,
  resetEmulators,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

let owner: TestUser;
let other: TestUser;
let third: TestUser;
let id: string;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other, third } = await signUpCast());
  id = await createPostAs(owner);
});

afterEach(() => {
  delete process.env.REPORT_THRESHOLD;
  delete process.env.RATE_LIMIT_REPORTS_PER_DAY;
});

const report = (user: TestUser | null, body: unknown = { reason: 'scam' }, postId = id) => {
  const call = api().post(`/posts/${postId}/report`);
  return (user ? call.set(bearer(user)) : call).send(body as object);
};

const queue = async () => (await db().doc(`moderation/${id}`).get()).data();

describe('POST /posts/:id/report: who may report', () => {
  it('when another verified user reports a listing, then the report is stored (201) without any e-mail', async () => {
    const { body } = await report(other, {
      reason: 'scam',
      note: '  Asked for a deposit  ',
    }).expect(201);
    expect(body).toEqual({ reported: true });
    const { docs } = await db().collection(`posts/${id}/reports`).get();
    expect(docs).toHaveLength(1);
    const stored = docs[0]!.data();
    expect(stored).toMatchObject({ reason: 'scam', note: 'Asked for a deposit', repeat: false });
    expect(JSON.stringify(stored)).not.toContain('@');
    expect(await queue()).toMatchObject({ postId: id, openReports: 1, ownerId: owner.uid });
    // One or two reports don't hide anything.
    expect((await readPost(id))!.status).toBe('active');
  });

  const refusals: [string, () => Promise<TestUser | null>, unknown, number, string][] = [
    ['an anonymous visitor', async () => null, { reason: 'scam' }, 401, 'Authentication required'],
    [
      'an unverified user',
      () => signUp('fresh@example.com', 'Fresh', { verified: false }),
      { reason: 'scam' },
      403,
      'Please verify your e-mail address first',
    ],
    [
      'a verified account made a minute ago',
      // Without a phone: a verified one lets a member report at once (phone.test.ts).
      () => signUp('fresh@example.com', 'Fresh', { phone: false }),
      { reason: 'scam' },
      403,
      REPORT_ACCOUNT_TOO_NEW,
    ],
    [
      'a verified account made 23 hours ago',
      () =>
        signUp('almost@example.com', 'Almost', {
          createdAt: Date.now() - 23 * 3600 * 1000,
          phone: false,
        }),
      { reason: 'scam' },
      403,
      REPORT_ACCOUNT_TOO_NEW,
    ],
    ['the owner', async () => owner, { reason: 'scam' }, 403, "You can't report your own listing"],
    [
      'someone with an unknown reason',
      async () => other,
      { reason: 'boring' },
      400,
      'Reason must be one of: scam, let, misleading, offensive, spam, other',
    ],
    ['someone without a reason', async () => other, { note: 'hm' }, 400, 'Reason is required'],
    [
      'someone with a note that is too long',
      async () => other,
      { reason: 'other', note: 'x'.repeat(REPORT_LIMITS.note + 1) },
      400,
      'Note must be at most 500 characters',
    ],
    [
      'someone with an extra field',
      async () => other,
      { reason: 'scam', status: 'under-review' },
      400,
      'Unknown field(s): status',
    ],
    [
      'someone sending an array',
      async () => other,
      ['scam'],
      400,
      'Request body must be a JSON object',
    ],
  ];
  for (const [who, user, body, status, error] of refusals) {
    it(`when ${who} reports, then ${status} "${error}" and nothing is written`, async () => {
      const reporter = await user();
      const before = await dumpDatabase();
      const response = await report(reporter, body).expect(status);
      expect(response.body).toEqual({ error });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when a verified account made 25 hours ago reports, then the report is stored (201)', async () => {
    const member = await signUp('day-old@example.com', 'Day Old', {
      createdAt: Date.now() - 25 * 3600 * 1000,
    });
    await report(member).expect(201);
    expect((await queue())!.openReports).toBe(1);
  });

  it('when three accounts made today report a listing, then each gets 403, nothing is written and the listing stays active', async () => {
    const before = await dumpDatabase();
    for (const name of ['a', 'b', 'c']) {
      const throwaway = await signUp(`throwaway-${name}@example.com`, `Throwaway ${name}`, {
        phone: false,
      });
      const { body } = await report(throwaway).expect(403);
      expect(body).toEqual({ error: REPORT_ACCOUNT_TOO_NEW });
    }
    expect(await dumpDatabase()).toEqual(before);
    expect((await readPost(id))!.status).toBe('active');
  });

  it('when someone reports a listing that does not exist, then 404 and nothing is written', async () => {
    const before = await dumpDatabase();
    const { body } = await report(other, { reason: 'scam' }, 'nope123').expect(404);
    expect(body).toEqual({ error: 'Post not found' });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when someone reports with a reserved id, then 400', async () => {
    await report(other, { reason: 'scam' }, '__x__').expect(400, { error: 'Invalid post ID' });
  });
});

describe('POST /posts/:id/report: one report per user, the threshold', () => {
  it("when reports are stored, then a report's id is neither its reporter's uid nor derived from it, and no field holds the uid", async () => {
    await report(other).expect(201);
    await report(third).expect(201);
    const { docs } = await db().collection(`posts/${id}/reports`).get();
    expect(docs).toHaveLength(2);
    for (const doc of docs) {
      expect(doc.id).toMatch(/^[A-Za-z0-9]{20}$/);
      for (const user of [other, third]) {
        expect(doc.id).not.toContain(user.uid);
        expect(JSON.stringify(doc.data())).not.toContain(user.uid);
      }
    }
  });

  it('when a member who deleted their account signs up again with the same e-mail and reports the same listing twice, then it is one report', async () => {
    const email = 'again@example.com';
    const first = await signUp(email, 'Again', ESTABLISHED);
    await report(first).expect(201);
    await api().delete(`/users/${email}`).set(bearer(first)).expect(200);
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(0);
    const second = await signUp(email, 'Again', { createdAt: daysAgo(3) });
    expect(second.uid).not.toBe(first.uid);
    await report(second).expect(201);
    await report(second, { reason: 'spam' }).expect(200);
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(1);
    expect((await queue())!.openReports).toBe(1);
  });

  it('when the same user reports again, then the report is updated (200) and still counts once', async () => {
    await report(other, { reason: 'scam' }).expect(201);
    await report(other, { reason: 'spam', note: 'Same as another ad' }).expect(200);
    const reports = await db().collection(`posts/${id}/reports`).get();
    expect(reports.size).toBe(1);
    expect(reports.docs[0]!.data()).toMatchObject({ reason: 'spam', note: 'Same as another ad' });
    expect((await queue())!.openReports).toBe(1);
  });

  it(`when ${REPORT_THRESHOLD} different users report, then the listing goes under review, remembering its status`, async () => {
    const fourth = await signUp('fourth@example.com', 'Fourth', ESTABLISHED);
    await report(other).expect(201);
    await report(third).expect(201);
    expect((await readPost(id))!.status).toBe('active');
    await report(fourth, { reason: 'misleading' }).expect(201);
    const post = (await readPost(id))!;
    expect(post.status).toBe('under-review');
    expect(post.statusBeforeReview).toBe('active');
    expect((await queue())!.openReports).toBe(3);
  });

  it('when one user reports three times and another once, then it is not under review', async () => {
    await report(other).expect(201);
    await report(other, { reason: 'spam' }).expect(200);
    await report(other, { reason: 'offensive' }).expect(200);
    await report(third).expect(201);
    expect((await readPost(id))!.status).toBe('active');
    expect((await queue())!.openReports).toBe(2);
  });

  it('when REPORT_THRESHOLD is 2, then two reporters are enough; a paused listing remembers "paused"', async () => {
    process.env.REPORT_THRESHOLD = '2';
    await api().post(`/posts/${id}/pause`).set(bearer(owner)).expect(200);
    await report(other).expect(201);
    await report(third).expect(201);
    const post = (await readPost(id))!;
    expect(post.status).toBe('under-review');
    expect(post.statusBeforeReview).toBe('paused');
  });

  it('when a user is over the daily report limit, then 429 with Retry-After and nothing is written', async () => {
    process.env.RATE_LIMIT_REPORTS_PER_DAY = '1';
    const second = await createPostAs(owner, { title: 'Another room' });
    await report(other).expect(201);
    const before = await dumpDatabase();
    const response = await report(other, { reason: 'scam' }, second).expect(429);
    expect(response.body.error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('a listing under review, as others see it', () => {
  beforeEach(async () => {
    process.env.REPORT_THRESHOLD = '2';
    // `other` likes it first: a liker sees the contact details of an active listing.
    await api().post(`/posts/${id}/like`).set(bearer(other)).expect(200);
    await report(other).expect(201);
    await report(third).expect(201);
  });

  const hidden = (body: Record<string, unknown>) => {
    expect(body).toMatchObject({ _id: id, status: 'under-review', title: '', description: '' });
    expect(body).not.toHaveProperty('contactInfo');
    expect(JSON.stringify(body)).not.toContain('Sunny room');
    expect(JSON.stringify(body)).not.toContain('Olivia');
  };

  it('when anyone but the owner or a moderator opens its details, then they get only its id and status', async () => {
    hidden((await api().get(`/posts/${id}`).expect(200)).body);
    hidden((await api().get(`/posts/${id}`).set(bearer(other)).expect(200)).body);
    hidden((await api().get(`/posts/${id}`).set(bearer(third)).expect(200)).body);
    hidden((await api().get(`/api/posts/${id}`).expect(200)).body);
  });

  it('when its owner opens it, then they see all of it with the status', async () => {
    const { body } = await api().get(`/posts/${id}`).set(bearer(owner)).expect(200);
    expect(body).toMatchObject({
      _id: id,
      status: 'under-review',
      title: 'Sunny room near the park',
      contactInfo: 'Call 555-0100',
      isOwner: true,
    });
  });

  it('when someone browses, then it is not listed; the owner still sees it in My Listings', async () => {
    const browse = await api().get('/posts').expect(200);
    expect(browse.body.map((p: { _id: string }) => p._id)).not.toContain(id);
    const mine = await api().get(`/posts?email=${owner.email}`).set(bearer(owner)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ _id: id, status: 'under-review' })]);
  });

  it('when someone likes it, then 409 "This listing isn\'t active" and nothing is written', async () => {
    const before = await dumpDatabase();
    await api()
      .post(`/posts/${id}/like`)
      .set(bearer(third))
      .expect(409, { error: "This listing isn't active" });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the owner tries to resume or pause it, then 409 and the status stays', async () => {
    await api().post(`/posts/${id}/resume`).set(bearer(owner)).expect(409);
    await api().post(`/posts/${id}/pause`).set(bearer(owner)).expect(409);
    expect((await readPost(id))!.status).toBe('under-review');
  });

  it('when the owner deletes it, then the case stays for the moderator: its reports, and its queue entry marked deleted while under review', async () => {
    await api().delete(`/posts/${id}`).set(bearer(owner)).expect(200);
    expect(await readPost(id)).toBeUndefined();
    expect((await db().collection(`posts/${id}/reports`).get()).size).toBe(2);
    expect(await queue()).toMatchObject({ openReports: 2, underReview: true });
    expect((await queue())!.deletedAt).toBeInstanceOf(Timestamp);
  });
});
