// Per-user rate limits (finding 5): counted in Firestore in the same
// transaction as the write, 429 with Retry-After over the limit, nothing written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
  postInput,
  resetEmulators,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

let owner: TestUser;
let other: TestUser;

const saved = { ...process.env };
beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
});
afterEach(() => {
  process.env = { ...saved };
});

const TOO_MANY = /^Too many requests\. Try again in \d+ minutes?\.$/;

function expectTooMany(
  response: { status: number; body: { error?: string }; headers: Record<string, string> },
  maxSeconds: number,
) {
  expect(response.status).toBe(429);
  expect(response.body.error).toMatch(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  const minutes = Number(/in (\d+) minute/.exec(response.body.error!)![1]);
  expect(minutes).toBe(Math.max(1, Math.ceil(retryAfter / 60)));
}

describe('rate limits', () => {
  it('when a member posts an 11th listing in a day (default 10), then it is refused with 429 and nothing is written', async () => {
    for (let i = 0; i < 10; i++) await createPostAs(owner, { title: `Room ${i}` });
    const before = await dumpDatabase();
    const response = await api().post('/posts').set(bearer(owner)).send(postInput()).expect(429);
    expectTooMany(response, 24 * 3600);
    expect(await dumpDatabase()).toEqual(before);
    // The legacy create counts against the same limit.
    const legacy = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'x' })
      .expect(429);
    expect(legacy.body.error).toMatch(TOO_MANY);
    // Someone else is not affected.
    await api().post('/posts').set(bearer(other)).send(postInput()).expect(201);
  });

  it('when 15 listings are posted at once with a limit of 10, then exactly 10 are stored', async () => {
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => api().post('/posts').set(bearer(owner)).send(postInput())),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
    const posts = Object.keys(await dumpDatabase()).filter((p) => /^posts\/[^/]+$/.test(p));
    expect(posts).toHaveLength(10);
  }, 60_000);

  it('when a member likes more listings in an hour than allowed, then the next new like is refused; liking again is free', async () => {
    process.env.RATE_LIMIT_LIKES_PER_HOUR = '2';
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createPostAs(other, { title: `Room ${i}` }));
    await api().post(`/posts/${ids[0]}/like`).set(bearer(owner)).expect(200);
    await api().post(`/posts/${ids[1]}/like`).set(bearer(owner)).expect(200);
    // A repeated like changes nothing, so it costs nothing.
    await api().post(`/posts/${ids[1]}/like`).set(bearer(owner)).expect(200);
    const before = await dumpDatabase();
    const response = await api().post(`/posts/${ids[2]}/like`).set(bearer(owner)).expect(429);
    expectTooMany(response, 3600);
    expect(response.text).not.toContain('555-0100');
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the daily like limit is reached, then the hourly one does not hide it', async () => {
    process.env.RATE_LIMIT_LIKES_PER_HOUR = '60';
    process.env.RATE_LIMIT_LIKES_PER_DAY = '1';
    const first = await createPostAs(other);
    const second = await createPostAs(other, { title: 'Another' });
    await api().post(`/posts/${first}/like`).set(bearer(owner)).expect(200);
    const response = await api().post(`/posts/${second}/like`).set(bearer(owner)).expect(429);
    expectTooMany(response, 24 * 3600);
  });

  it('when a member updates their profile more often than allowed in an hour, then 429 and the profile is unchanged', async () => {
    process.env.RATE_LIMIT_PROFILE_UPDATES_PER_HOUR = '2';
    const put = (bio: string) =>
      api().put(`/users/${owner.email}`).set(bearer(owner)).send({ bio });
    await put('one').expect(200);
    await put('two').expect(200);
    const before = await dumpDatabase();
    expectTooMany(await put('three'), 3600);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a member edits or deletes listings more often than allowed, then 429 and the listing is unchanged', async () => {
    process.env.RATE_LIMIT_POST_CHANGES_PER_HOUR = '1';
    const id = await createPostAs(owner);
    await api()
      .put(`/posts/${id}`)
      .set(bearer(owner))
      .send(postInput({ title: 'Once' }))
      .expect(200);
    const before = await dumpDatabase();
    expectTooMany(
      await api()
        .put(`/posts/${id}`)
        .set(bearer(owner))
        .send(postInput({ title: 'Twice' })),
      3600,
    );
    expectTooMany(await api().delete(`/posts/${id}`).set(bearer(owner)), 3600);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when five throwaway accounts try to like a listing, then unverified ones are refused before any limit', async () => {
    const id = await createPostAs(owner);
    for (let i = 0; i < 5; i++) {
      const throwaway = await signUp(`throwaway${i}@example.com`, undefined, { verified: false });
      const { body } = await api().post(`/posts/${id}/like`).set(bearer(throwaway)).expect(403);
      expect(body).toEqual({ error: 'Please verify your e-mail address first' });
    }
    const { body } = await api().get(`/posts/${id}`).expect(200);
    expect(body.likes).toBe(0);
  });
});

describe('rate limits are per member, not per account', () => {
  it('when a member deletes their account and signs up again with the same e-mail, then their daily limits carry on (429) and nothing is written', async () => {
    process.env.RATE_LIMIT_POSTS_PER_DAY = '1';
    await createPostAs(other);
    await api().delete(`/users/${other.email}`).set(bearer(other)).expect(200);
    const again = await signUp(other.email, 'Oscar Again');
    expect(again.uid).not.toBe(other.uid);
    const before = await dumpDatabase();
    expectTooMany(await api().post('/posts').set(bearer(again)).send(postInput()), 24 * 3600);
    expect(await dumpDatabase()).toEqual(before);
    // Another member is not affected.
    await api().post('/posts').set(bearer(owner)).send(postInput()).expect(201);
  });

  it('when the counters are stored, then they are keyed by neither the uid nor the e-mail, and hold only counts and windows', async () => {
    await createPostAs(other);
    const counters = Object.entries(await dumpDatabase()).filter(([path]) =>
      path.startsWith('rateLimits/'),
    );
    expect(counters).toHaveLength(1);
    const [path, json] = counters[0]!;
    expect(path).not.toContain(other.uid);
    expect(path + json).not.toContain(other.email);
    expect(JSON.parse(json)).toEqual({ posts_86400: { window: expect.any(Number), count: 1 } });
  });

  it('when an unverified account and a verified one share an address, then the unverified one does not use up the limits of the address', async () => {
    process.env.RATE_LIMIT_PROFILE_UPDATES_PER_HOUR = '1';
    const unverified = await signUp('later@example.com', 'Later', { verified: false });
    await api()
      .put(`/users/${unverified.email}`)
      .set(bearer(unverified))
      .send({ bio: 'one' })
      .expect(200);
    expectTooMany(
      await api().put(`/users/${unverified.email}`).set(bearer(unverified)).send({ bio: 'two' }),
      3600,
    );
    await api().delete(`/users/${unverified.email}`).set(bearer(unverified)).expect(200);
    const verified = await signUp('later@example.com', 'Later');
    await api()
      .put(`/users/${verified.email}`)
      .set(bearer(verified))
      .send({ bio: 'mine' })
      .expect(200);
  });
});

describe('rate limit on counted views', () => {
  it('when a signed-in member is counted as a new viewer too often in an hour, then the next is refused with 429 and nothing is written', async () => {
    process.env.RATE_LIMIT_VIEWS_PER_HOUR = '2';
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await createPostAs(owner, { title: `Room ${i}` }));
    for (const id of ids.slice(0, 2)) {
      const { body } = await api().post(`/posts/${id}/view`).set(bearer(other)).expect(200);
      expect(body).toEqual({ counted: true });
    }
    // Seeing a listing already counted today takes nothing from the limit.
    await api().post(`/posts/${ids[0]}/view`).set(bearer(other)).expect(200, { counted: false });
    const before = await dumpDatabase();
    const response = await api().post(`/posts/${ids[2]}/view`).set(bearer(other));
    expectTooMany(response, 3600);
    expect(await dumpDatabase()).toEqual(before);
  });
});
