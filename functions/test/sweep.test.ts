// The daily expiry sweep, run with an injected clock, as the
// scheduled function and `npm run sweep` run it.
import { beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredListings } from '../src/lifecycle/sweep';
import { db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  insertPosts,
  readPost,
  resetEmulators,
  signUpCast,
  type TestUser,
} from './helpers';

const DAY = 24 * 60 * 60 * 1000;
let owner: TestUser;
let other: TestUser;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
});

const publicIds = async (query = '') =>
  ((await api().get(`/posts${query}`).expect(200)).body as { _id: string }[]).map((p) => p._id);

describe('sweepExpiredListings', () => {
  it('when a listing is 31 days old, then details say expired at once, the sweep takes it out of search, and renew brings it back', async () => {
    await insertPosts([
      { id: 'old-room', owner, createdAt: new Date(Date.now() - 31 * DAY) },
      { id: 'new-room', owner, createdAt: new Date(Date.now() - 2 * DAY) },
    ]);
    const details = await api().get('/posts/old-room').set(bearer(other)).expect(200);
    expect(details.body.status).toBe('expired');
    expect((await api().get('/posts/new-room').expect(200)).body.status).toBe('active');

    const result = await sweepExpiredListings({ db: db(), now: new Date() });
    expect(result.expired).toBe(1);
    expect((await readPost('old-room'))!.status).toBe('expired');
    expect((await readPost('new-room'))!.status).toBe('active');
    expect(await publicIds()).toEqual(['new-room']);
    expect(await publicIds('?location=brooklyn')).toEqual(['new-room']);

    await api().post('/posts/old-room/renew').set(bearer(owner)).expect(200);
    expect(await publicIds()).toEqual(['new-room', 'old-room']);
    expect((await readPost('old-room'))!.status).toBe('active');
  });

  it('when the clock is injected, then only listings whose expiry has passed by then expire', async () => {
    const id = await createPostAs(owner);
    expect(
      (await sweepExpiredListings({ db: db(), now: new Date(Date.now() + 29 * DAY) })).expired,
    ).toBe(0);
    expect((await readPost(id))!.status).toBe('active');
    expect(
      (await sweepExpiredListings({ db: db(), now: new Date(Date.now() + 31 * DAY) })).expired,
    ).toBe(1);
    expect((await readPost(id))!.status).toBe('expired');
  });

  it('when a listing is paused, let or already expired, then the sweep leaves it alone', async () => {
    const past = new Date(Date.now() - 31 * DAY);
    await insertPosts(
      ['paused', 'let', 'expired', 'under-review'].map((status) => ({
        id: `room-${status}`,
        owner,
        createdAt: past,
      })),
    );
    for (const status of ['paused', 'let', 'expired', 'under-review']) {
      await db().doc(`posts/room-${status}`).update({ status });
    }
    expect((await sweepExpiredListings({ db: db() })).expired).toBe(0);
    for (const status of ['paused', 'let', 'expired', 'under-review']) {
      expect((await readPost(`room-${status}`))!.status).toBe(status);
    }
  });

  it('when more listings expired than one batch holds, then it works through them in bounded rounds', async () => {
    const past = new Date(Date.now() - 40 * DAY);
    await insertPosts(
      Array.from({ length: 5 }, (_, i) => ({ id: `room-${i}`, owner, createdAt: past })),
    );
    const result = await sweepExpiredListings({ db: db(), batchSize: 2 });
    expect(result).toEqual({ expired: 5, rounds: 3 });
    expect(await publicIds()).toEqual([]);
  });
});
