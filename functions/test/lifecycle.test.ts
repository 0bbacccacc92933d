// Freshness and poster controls: the owner's lifecycle actions
// (renew, pause, resume, mark as let) for every kind of caller, what a
// non-active listing refuses (likes, new conversations), and how statuses
// reach the lists (public lists: active only; My Listings: every status).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import type { LifecycleAction } from '../src/listings/lifecycle';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  readPost,
  resetEmulators,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;

let owner: TestUser;
let other: TestUser;
let id: string;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
  id = await createPostAs(owner);
});

const act = (action: LifecycleAction, user?: TestUser, postId = id) => {
  const request = api().post(`/posts/${postId}/${action}`);
  return user ? request.set(bearer(user)) : request;
};

/** Sets the stored status directly, as an earlier action (or a moderator) would have. */
const setStatus = (status: string, extra: Record<string, unknown> = {}) =>
  db()
    .doc(`posts/${id}`)
    .update({ status, ...extra });

const publicIds = async () =>
  ((await api().get('/posts').expect(200)).body as { _id: string }[]).map((p) => p._id);

describe('creating a listing', () => {
  it('when a listing is posted, then it is active for 30 days and the answer says so', async () => {
    const before = Date.now();
    const { body } = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
    expect(body.status).toBe('active');
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    const stored = await readPost(body._id);
    expect(stored).toMatchObject({ status: 'active' });
    expect(stored!.expiresAt.toMillis()).toBe(expires);
  });

  it('when the legacy create route posts a listing, then it is active with an expiry too', async () => {
    const { body } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'Quick room' })
      .expect(201);
    expect(body.status).toBe('active');
    expect((await readPost(body._id))!.status).toBe('active');
  });

  it('when LISTING_LIFETIME_DAYS is set, then a new listing lives that long', async () => {
    process.env.LISTING_LIFETIME_DAYS = '7';
    try {
      const { body } = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
      expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * DAY);
      expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(6 * DAY);
    } finally {
      delete process.env.LISTING_LIFETIME_DAYS;
    }
  });
});

describe('owner actions: who may', () => {
  const cases: { action: LifecycleAction; from: string; to: string }[] = [
    { action: 'renew', from: 'active', to: 'active' },
    { action: 'pause', from: 'active', to: 'paused' },
    { action: 'resume', from: 'paused', to: 'active' },
    { action: 'let', from: 'active', to: 'let' },
  ];

  for (const { action, from, to } of cases) {
    describe(`POST /posts/:id/${action}`, () => {
      beforeEach(async () => {
        if (from !== 'active') await setStatus(from);
      });

      it(`when the owner asks, then the listing is ${to} and the answer is the updated post`, async () => {
        const { body } = await act(action, owner).expect(200);
        expect(body).toMatchObject({ _id: id, status: to, isOwner: true });
        expect(body.contactInfo).toBe('Call 555-0100');
        expect((await readPost(id))!.status).toBe(to);
      });

      it('when another user asks, then 403 and nothing is written', async () => {
        const before = await dumpDatabase();
        const { body } = await act(action, other).expect(403);
        expect(body).toEqual({ error: 'You are not authorized to change this post' });
        expect(await dumpDatabase()).toEqual(before);
      });

      it('when nobody is signed in, then 401 and nothing is written', async () => {
        const before = await dumpDatabase();
        await act(action).expect(401);
        expect(await dumpDatabase()).toEqual(before);
      });

      it('when the caller has not verified their e-mail, then 403 and nothing is written', async () => {
        const unverified = await signUp('new@example.com', 'New', { verified: false });
        const before = await dumpDatabase();
        const { body } = await act(action, unverified).expect(403);
        expect(body).toEqual({ error: 'Please verify your e-mail address first' });
        expect(await dumpDatabase()).toEqual(before);
      });

      it('when the listing does not exist, then 404 and nothing is written', async () => {
        const before = await dumpDatabase();
        const { body } = await act(action, owner, 'no-such-post').expect(404);
        expect(body).toEqual({ error: 'Post not found' });
        expect(await dumpDatabase()).toEqual(before);
      });
    });
  }

  it('when the stored owner record names another uid or e-mail, then neither caller may act (403)', async () => {
    // The owner check is uid + verified e-mail against the private owner record.
    const impostor = await signUp('owner2@example.com', 'Imp');
    await db().doc(`posts/${id}/private/owner`).update({ email: impostor.email });
    await act('pause', impostor).expect(403);
    await act('pause', owner).expect(403);
  });
});

describe('owner actions: the transition table', () => {
  it('when a transition is not allowed from the current status, then 409 with the reason and nothing is written', async () => {
    const refusals: [string, LifecycleAction, string][] = [
      ['paused', 'pause', 'This listing is already paused'],
      ['active', 'resume', 'This listing is already active'],
      ['let', 'let', 'This listing is already marked as let'],
      ['let', 'pause', "A listing that is let can't be paused"],
      ['expired', 'resume', 'This listing has expired: renew it first'],
      ['let', 'resume', 'Only a paused listing can be resumed'],
      ['under-review', 'renew', "This listing is under review: its status can't be changed"],
      ['under-review', 'let', "This listing is under review: its status can't be changed"],
    ];
    for (const [status, action, message] of refusals) {
      await setStatus(status);
      const before = await dumpDatabase();
      const { body } = await act(action, owner).expect(409);
      expect(body).toEqual({ error: message });
      expect(await dumpDatabase()).toEqual(before);
    }
  });

  it('when a listing is renewed, then it expires 30 days from now and updatedAt moves', async () => {
    const old = new Date(Date.now() - 40 * DAY);
    await setStatus('expired', { expiresAt: new Date(Date.now() - 10 * DAY), updatedAt: old });
    const { body } = await act('renew', owner).expect(200);
    expect(body.status).toBe('active');
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicIds()).toContain(id);
  });

  it('when a let listing is renewed, then it is active again', async () => {
    await act('let', owner).expect(200);
    expect((await act('renew', owner).expect(200)).body.status).toBe('active');
  });

  it('when a paused listing is resumed in time, then it keeps its expiry and updatedAt', async () => {
    const created = await readPost(id);
    await act('pause', owner).expect(200);
    await act('resume', owner).expect(200);
    const stored = await readPost(id);
    expect(stored!.expiresAt.toMillis()).toBe(created!.expiresAt.toMillis());
    expect(stored!.updatedAt.toMillis()).toBe(created!.updatedAt.toMillis());
  });

  it('when a paused listing is resumed after its time ran out, then it is renewed', async () => {
    await setStatus('paused', { expiresAt: new Date(Date.now() - DAY) });
    const { body } = await act('resume', owner).expect(200);
    expect(body.status).toBe('active');
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('when the owner edits a paused listing, then it stays paused', async () => {
    await act('pause', owner).expect(200);
    const { body } = await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ title: 'New title' }))
      .expect(200);
    expect(body).toMatchObject({ title: 'New title', status: 'paused' });
    await api().put(`/api/posts/${id}`).set(bearer(owner)).send({ rent: 700 }).expect(200);
    expect((await readPost(id))!.status).toBe('paused');
  });

  it('when the owner is over the hourly limit of listing changes, then 429 and nothing is written', async () => {
    process.env.RATE_LIMIT_POST_CHANGES_PER_HOUR = '1';
    try {
      await act('pause', owner).expect(200);
      const before = await dumpDatabase();
      await act('resume', owner).expect(429);
      expect(await dumpDatabase()).toEqual(before);
    } finally {
      delete process.env.RATE_LIMIT_POST_CHANGES_PER_HOUR;
    }
  });
});

describe('a listing that is not active', () => {
  for (const status of ['paused', 'let', 'expired', 'under-review']) {
    it(`when it is ${status}, then a like is refused with 409 and nothing is written`, async () => {
      await setStatus(status);
      const before = await dumpDatabase();
      const { body } = await api().post(`/posts/${id}/like`).set(bearer(other)).expect(409);
      expect(body).toEqual({ error: "This listing isn't active" });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when it is paused, then starting a conversation is refused with 409 and nothing is written', async () => {
    await setStatus('paused');
    const before = await dumpDatabase();
    const { body } = await api()
      .post('/conversations')
      .set(bearer(other))
      .send({ postId: id, text: 'Is it still free?' })
      .expect(409);
    expect(body).toEqual({ error: "This listing isn't active" });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when it is active but its poster says Not Available, then a like and a new conversation are refused with 409 and nothing is written', async () => {
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ availability: 'Not Available' }))
      .expect(200);
    const before = await dumpDatabase();
    const like = await api().post(`/posts/${id}/like`).set(bearer(other)).expect(409);
    expect(like.body).toEqual({ error: "This listing isn't available" });
    const message = await api()
      .post('/conversations')
      .set(bearer(other))
      .send({ postId: id, text: 'Is it still free?' })
      .expect(409);
    expect(message.body).toEqual({ error: "This listing isn't available" });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when an active listing is past its expiry, then a like is refused before any sweep', async () => {
    await setStatus('active', { expiresAt: new Date(Date.now() - 1000) });
    await api().post(`/posts/${id}/like`).set(bearer(other)).expect(409);
  });

  it('when it is paused, then it leaves the public lists, stays on My Listings and opens by link with its status', async () => {
    await act('pause', owner).expect(200);
    expect(await publicIds()).not.toContain(id);
    const filtered = await api().get('/posts?roomType=Single%20Room&sort=rent-asc').expect(200);
    expect(filtered.body.map((p: { _id: string }) => p._id)).not.toContain(id);
    const mine = await api().get(`/posts?email=${owner.email}`).set(bearer(owner)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ _id: id, status: 'paused' })]);
    const details = await api().get(`/posts/${id}`).set(bearer(other)).expect(200);
    expect(details.body.status).toBe('paused');
    await act('resume', owner).expect(200);
    expect(await publicIds()).toContain(id);
  });
});

describe('GET /posts/expiring-soon', () => {
  it("when some of the owner's active listings expire within 3 days, then only those are counted, for the owner only, and the first to expire is named", async () => {
    const soon = new Date(Date.now() + 2 * DAY);
    await setStatus('active', { expiresAt: soon });
    const sooner = await createPostAs(owner);
    await db()
      .doc(`posts/${sooner}`)
      .update({ expiresAt: new Date(Date.now() + DAY) });
    const paused = await createPostAs(owner);
    await db().doc(`posts/${paused}`).update({ status: 'paused', expiresAt: soon });
    const lapsed = await createPostAs(owner);
    await db()
      .doc(`posts/${lapsed}`)
      .update({ expiresAt: new Date(Date.now() - DAY) });
    await createPostAs(owner); // 30 days left
    const theirs = await createPostAs(other);
    await db().doc(`posts/${theirs}`).update({ expiresAt: soon });

    const mine = await api().get('/posts/expiring-soon').set(bearer(owner)).expect(200);
    // The one expiring first is named: the notice opens My Listings at it.
    expect(mine.body).toEqual({ count: 2, postId: sooner });
    const others = await api().get('/posts/expiring-soon').set(bearer(other)).expect(200);
    expect(others.body).toEqual({ count: 1, postId: theirs });
    await act('renew', owner).expect(200);
    await api().post(`/posts/${sooner}/renew`).set(bearer(owner)).expect(200);
    expect((await api().get('/posts/expiring-soon').set(bearer(owner))).body).toEqual({
      count: 0,
      postId: null,
    });
  });

  it('when nobody is signed in, then 401', async () => {
    await api().get('/posts/expiring-soon').expect(401);
  });
});

afterEach(() => {
  delete process.env.LISTING_LIFETIME_DAYS;
  delete process.env.RATE_LIMIT_POST_CHANGES_PER_HOUR;
});
