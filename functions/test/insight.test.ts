// Trust badges and poster insight: badges come from the verified
// token and the Auth account, never from a body; details count the poster's
// active listings; views count each non-owner viewer once a day in one capped
// document per listing; only the owner gets the numbers.
import { beforeEach, describe, expect, it } from 'vitest';
import { VIEWERS_PER_DAY } from '../src/contract/insight';
import { auth, db } from '../src/lib/firebase';
import { NO_BADGES } from '../src/listings/poster';
import { dayOf, recordView } from '../src/listings/views';
import {
  api,
  authHost,
  bearer,
  createPostAs,
  dumpDatabase,
  emulator,
  postInput,
  readPost,
  resetEmulators,
  signUpCast,
  type TestUser,
} from './helpers';

let owner: TestUser;
let other: TestUser;
let third: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other, third } = await signUpCast());
});

/** A Google account, signed in through the Auth emulator's Google flow (its fake id_token). */
async function signUpWithGoogle(email: string, name: string): Promise<TestUser> {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        returnSecureToken: true,
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      }),
    },
  );
  const body = (await response.json()) as { localId: string; idToken: string };
  if (!response.ok) throw new Error(`Google sign-in failed: ${JSON.stringify(body)}`);
  // A phone too, as every poster needs one.
  await emulator.givePhone(body.localId);
  return { uid: body.localId, email, displayName: name, token: body.idToken };
}

/** The month the Auth account was created, as the badge stores it. */
async function creationMonth(user: TestUser) {
  const record = await auth().getUser(user.uid);
  return new Date(record.metadata.creationTime).toISOString().slice(0, 7);
}

const details = (id: string, user?: TestUser) => {
  const call = api().get(`/posts/${id}`);
  return user ? call.set(bearer(user)) : call;
};
const view = (id: string, user?: TestUser) => {
  const call = api().post(`/posts/${id}/view`);
  return user ? call.set(bearer(user)) : call;
};
const viewsDoc = async (id: string) =>
  (await db().doc(`posts/${id}/private/views`).get()).data() as
    { day: string; salt: string; viewers: string[] } | undefined;

describe('trust badges', () => {
  it('when an e-mail/password member posts, then the listing stores and shows verified, not Google, and the month the account was created', async () => {
    const { body } = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
    const poster = {
      emailVerified: true,
      google: false,
      memberSince: await creationMonth(owner),
      phoneVerified: true,
    };
    expect(body.poster).toEqual(poster);
    expect((await readPost(body._id))!.poster).toEqual(poster);
    expect((await details(body._id).expect(200)).body.poster).toEqual({
      ...poster,
      activeListings: 1,
      viewingsHeld: 0,
    });
  });

  it('when a Google account posts, then the listing has the Google badge', async () => {
    const google = await signUpWithGoogle('gina@example.com', 'Gina Google');
    const id = await createPostAs(google);
    expect((await readPost(id))!.poster).toEqual({
      emailVerified: true,
      google: true,
      memberSince: await creationMonth(google),
      phoneVerified: true,
    });
  });

  it('when the account was created in March 2024, then "member since" is 2024-03, read from Auth', async () => {
    await emulator.updateAccount(owner.uid, {
      createdAt: String(Date.parse('2024-03-15T12:00:00Z')),
    });
    const id = await createPostAs(owner);
    expect((await readPost(id))!.poster.memberSince).toBe('2024-03');
  });

  it.each([
    ['poster', { emailVerified: true, google: true, memberSince: '2001-01' }],
    ['views', 1000],
    ['conversations', 50],
    ['stats', { views: 1000, likes: 5, conversations: 5 }],
  ])(
    'when a create or edit sends `%s`, then it is refused with 400 and nothing is written',
    async (field, value) => {
      const body = { ...postInput(), [field]: value };
      const created = await api().post('/posts').set(bearer(owner)).send(body).expect(400);
      expect(created.body.error).toMatch(field);
      expect(Object.keys(await dumpDatabase()).filter((p) => p.startsWith('posts/'))).toEqual([]);
      const id = await createPostAs(owner);
      const before = await dumpDatabase();
      await api().put(`/posts/${id}`).set(bearer(owner)).send(body).expect(400);
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it('when the owner edits a listing, then its badges are computed again from the account', async () => {
    const id = await createPostAs(owner);
    await db().doc(`posts/${id}`).update({ poster: NO_BADGES });
    expect((await details(id).expect(200)).body.poster.emailVerified).toBe(false);
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ title: 'New' }))
      .expect(200);
    expect((await readPost(id))!.poster).toEqual({
      emailVerified: true,
      google: false,
      memberSince: await creationMonth(owner),
      phoneVerified: true,
    });
  });

  it('when the owner renews a listing, then its badges are computed again', async () => {
    const id = await createPostAs(owner);
    await db().doc(`posts/${id}`).update({ poster: NO_BADGES });
    await api().post(`/posts/${id}/renew`).set(bearer(owner)).expect(200);
    expect((await readPost(id))!.poster.emailVerified).toBe(true);
  });

  it("when the older client's routes create or edit a listing, then badges are computed there too", async () => {
    const { body } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'Legacy room' })
      .expect(201);
    const badges = {
      emailVerified: true,
      google: false,
      memberSince: await creationMonth(owner),
      phoneVerified: true,
    };
    expect((await readPost(body._id))!.poster).toEqual(badges);
    await db().doc(`posts/${body._id}`).update({ poster: NO_BADGES });
    await api().put(`/api/posts/${body._id}`).set(bearer(owner)).send({ rent: 700 }).expect(200);
    expect((await readPost(body._id))!.poster).toEqual(badges);
  });

  it('when a listing predates badges, then it shows none (all false, no month)', async () => {
    const id = await createPostAs(owner);
    await db().doc(`posts/${id}`).update({ poster: 'forged' });
    expect((await details(id).expect(200)).body.poster).toEqual({
      ...NO_BADGES,
      activeListings: 1,
      viewingsHeld: 0,
    });
  });

  it("when details are read, then `activeListings` counts only the poster's active listings; lists carry no count", async () => {
    const ids = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((title) => createPostAs(owner, { title })),
    );
    await db().doc(`posts/${ids[1]}`).update({ status: 'paused' });
    await db().doc(`posts/${ids[2]}`).update({ status: 'let' });
    await db().doc(`posts/${ids[3]}`).update({ status: 'expired' });
    await createPostAs(other); // someone else's listing doesn't count
    for (const who of [undefined, other, owner]) {
      expect((await details(ids[0]!, who).expect(200)).body.poster.activeListings).toBe(2);
    }
    // A paused listing's details still count the poster's active ones.
    expect((await details(ids[1]!).expect(200)).body.poster.activeListings).toBe(2);
    const { body: list } = await api().get('/posts').expect(200);
    expect(list.length).toBeGreaterThan(0);
    for (const post of list) expect(post.poster).not.toHaveProperty('activeListings');
  });
});

describe('POST /posts/:id/view', () => {
  let id: string;
  beforeEach(async () => {
    id = await createPostAs(owner);
  });

  it("when the owner opens their listing, then it doesn't count", async () => {
    const { body } = await view(id, owner).expect(200);
    expect(body).toEqual({ counted: false });
    expect((await readPost(id))!.views).toBe(0);
    expect(await viewsDoc(id)).toBeUndefined();
  });

  it('when the same member views twice in a day, then it counts once; another member counts again', async () => {
    expect((await view(id, other).expect(200)).body).toEqual({ counted: true });
    expect((await view(id, other).expect(200)).body).toEqual({ counted: false });
    expect((await readPost(id))!.views).toBe(1);
    expect((await view(id, third).expect(200)).body).toEqual({ counted: true });
    expect((await readPost(id))!.views).toBe(2);
    // Keys, not uids: the stored set says nothing about who looked.
    const stored = await viewsDoc(id);
    expect(stored!.viewers).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(other.uid);
  });

  it('when anonymous visitors view, then each address and browser counts once, by a hash that stores neither', async () => {
    const anonymous = (ip: string, agent: string) =>
      view(id).set('X-Forwarded-For', `${ip}, 10.0.0.1`).set('User-Agent', agent).expect(200);
    expect((await anonymous('203.0.113.7', 'Firefox/140')).body.counted).toBe(true);
    expect((await anonymous('203.0.113.7', 'Firefox/140')).body.counted).toBe(false);
    expect((await anonymous('203.0.113.7', 'Safari/18')).body.counted).toBe(true);
    expect((await anonymous('198.51.100.2', 'Firefox/140')).body.counted).toBe(true);
    expect((await readPost(id))!.views).toBe(3);
    const stored = JSON.stringify(await viewsDoc(id));
    for (const raw of ['203.0.113.7', '198.51.100.2', 'Firefox', 'Safari']) {
      expect(stored).not.toContain(raw);
    }
    // One document per listing, whatever the number of views.
    const dump = await dumpDatabase();
    expect(
      Object.keys(dump)
        .filter((path) => path.startsWith(`posts/${id}/`))
        .sort(),
    ).toEqual([
      `posts/${id}/private/contact`,
      `posts/${id}/private/owner`,
      `posts/${id}/private/views`,
    ]);
  });

  it('when a new day starts, then the same viewer counts again and the set starts over', async () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 24 * 3600 * 1000);
    const viewer = { uid: other.uid, ip: '', userAgent: '' };
    expect(await recordView(id, viewer, today)).toBe(true);
    expect(await recordView(id, viewer, today)).toBe(false);
    expect(await recordView(id, { uid: third.uid, ip: '', userAgent: '' }, today)).toBe(true);
    expect(await recordView(id, viewer, tomorrow)).toBe(true);
    expect((await readPost(id))!.views).toBe(3);
    const stored = await viewsDoc(id);
    expect(stored!.day).toBe(dayOf(tomorrow));
    expect(stored!.viewers).toHaveLength(1);
  });

  it("when the day's viewer cap is reached, then further viewers aren't counted and the document doesn't grow", async () => {
    const viewers = Array.from({ length: VIEWERS_PER_DAY }, (_, i) => `key-${i}`);
    await db()
      .doc(`posts/${id}/private/views`)
      .set({ day: dayOf(new Date()), salt: 'salt', viewers });
    const before = await dumpDatabase();
    expect((await view(id, other).expect(200)).body).toEqual({ counted: false });
    expect((await view(id).set('User-Agent', 'Crawler/1').expect(200)).body.counted).toBe(false);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a listing is under review, then views of it are not counted', async () => {
    await db().doc(`posts/${id}`).update({ status: 'under-review' });
    expect((await view(id, other).expect(200)).body).toEqual({ counted: false });
    expect((await readPost(id))!.views).toBe(0);
  });

  it('when the listing does not exist or the id is bad, then 404 / 400 and nothing is written', async () => {
    const before = await dumpDatabase();
    expect((await view('missing-post', other).expect(404)).body).toEqual({
      error: 'Post not found',
    });
    expect((await view('__bad__').expect(400)).body).toEqual({ error: 'Invalid post ID' });
    await view(id).set('Authorization', 'Bearer not-a-token').expect(401);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a listing is deleted, then its views document goes with it', async () => {
    await view(id, other).expect(200);
    await api().delete(`/posts/${id}`).set(bearer(owner)).expect(200);
    expect(await viewsDoc(id)).toBeUndefined();
  });
});

describe('stats', () => {
  it('when the owner reads details or My Listings, then views, likes and conversations are there; nobody else ever gets them', async () => {
    const id = await createPostAs(owner);
    await view(id, other).expect(200);
    await api().post(`/posts/${id}/like`).set(bearer(third)).expect(200);
    await db().doc(`posts/${id}`).update({ conversations: 2 });
    const stats = { views: 1, likes: 1, conversations: 2 };

    expect((await details(id, owner).expect(200)).body.stats).toEqual(stats);
    const mine = await api().get('/posts').query({ email: owner.email }).set(bearer(owner));
    expect(mine.body[0].stats).toEqual(stats);

    for (const who of [undefined, other, third]) {
      expect((await details(id, who).expect(200)).body).not.toHaveProperty('stats');
      const list = who ? api().get('/posts').set(bearer(who)) : api().get('/posts');
      const { body } = await list.expect(200);
      expect(body.length).toBe(1);
      expect(body[0]).not.toHaveProperty('stats');
      expect(body[0]).not.toHaveProperty('views');
      expect(body[0]).not.toHaveProperty('conversations');
    }
    const legacy = await api().get(`/api/posts/${id}`).set(bearer(other)).expect(200);
    expect(JSON.stringify(legacy.body)).not.toContain('"stats"');
  });

  it('when a listing is new, then its numbers start at zero', async () => {
    const { body } = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
    expect(body.stats).toEqual({ views: 0, likes: 0, conversations: 0 });
    expect(await readPost(body._id)).toMatchObject({ views: 0, conversations: 0 });
  });
});
