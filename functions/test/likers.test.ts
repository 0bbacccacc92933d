// GET /posts/:id/likes: the owner sees who liked the listing (name, photo,
// when), newest first and paged; nobody else does, and no answer carries an
// e-mail or phone number.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  bearer,
  createPostAs,
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

const like = (user: TestUser) => api().post(`/posts/${id}/like`).set(bearer(user)).expect(200);
const likers = (user: TestUser | undefined, query = '', postId = id) => {
  const request = api().get(`/posts/${postId}/likes${query}`);
  return user ? request.set(bearer(user)) : request;
};
const readsOf = (header: string | undefined) =>
  Number(/desc="(\d+) reads"/.exec(header ?? '')?.[1]);

describe('GET /posts/:id/likes', () => {
  it('when the owner asks, then each liker comes with name, photo and time (newest first), never an e-mail or phone number', async () => {
    await api()
      .put(`/users/${other.email}`)
      .set(bearer(other))
      .send({
        displayName: 'Oscar Liker',
        photoURL: 'https://example.com/oscar.png',
        phoneNumber: '555-0199',
      })
      .expect(200);
    await like(other);
    await like(third); // no profile: a neutral name, no photo

    const { body, headers } = await likers(owner).expect(200);
    expect(body).toEqual([
      { uid: third.uid, name: 'Roomly member', photo: '', likedAt: expect.any(String) },
      {
        uid: other.uid,
        name: 'Oscar Liker',
        photo: 'https://example.com/oscar.png',
        likedAt: expect.any(String),
      },
    ]);
    expect(Date.parse(body[0].likedAt)).toBeGreaterThanOrEqual(Date.parse(body[1].likedAt));
    expect(headers['x-next-cursor']).toBeUndefined();
    const text = JSON.stringify(body);
    for (const secret of [other.email, third.email, '555-0199', '@']) {
      expect(text).not.toContain(secret);
    }
  });

  it('when nobody liked it yet, then an empty list', async () => {
    const { body } = await likers(owner).expect(200);
    expect(body).toEqual([]);
  });

  it('when there are more likers than the page, then pages follow newest first, each liker exactly once, reading at most limit + 1 likes', async () => {
    const fourth = await signUp('fourth@example.com', 'Fay Fourth');
    for (const user of [other, third, fourth]) await like(user);

    const first = await likers(owner, '?limit=2').expect(200);
    expect(first.body.map((l: { uid: string }) => l.uid)).toEqual([fourth.uid, third.uid]);
    expect(readsOf(first.headers['server-timing'])).toBeLessThanOrEqual(3);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));

    const second = await likers(owner, `?limit=2&cursor=${cursor}`).expect(200);
    expect(second.body.map((l: { uid: string }) => l.uid)).toEqual([other.uid]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('when anyone but the owner asks, then 401 anonymous, 403 signed in (a liker too), 404 for a missing listing', async () => {
    await like(other);
    const anonymous = await likers(undefined).expect(401);
    expect(anonymous.body).toEqual({ error: 'Authentication required' });
    for (const user of [other, third]) {
      const { body } = await likers(user).expect(403);
      expect(body).toEqual({ error: 'Only the owner can see who liked this listing' });
    }
    const missing = await likers(owner, '', 'no-such-post').expect(404);
    expect(missing.body).toEqual({ error: 'Post not found' });
  });

  const bad: [string, string, string][] = [
    ['the limit is 0', '?limit=0', 'limit must be an integer from 1 to 100'],
    ['the limit is over 100', '?limit=101', 'limit must be an integer from 1 to 100'],
    ['the cursor is garbage', '?cursor=nonsense', 'Invalid cursor'],
    ['a parameter is unknown', '?sort=newest', 'Unknown query parameter(s): sort'],
  ];
  for (const [what, query, error] of bad) {
    it(`when ${what}, then 400 "${error}"`, async () => {
      const { body } = await likers(owner, query).expect(400);
      expect(body).toEqual({ error });
    });
  }

  it('when the id is malformed, then 400', async () => {
    const { body } = await likers(owner, '', '__bad__').expect(400);
    expect(body).toEqual({ error: 'Invalid post ID' });
  });

  it('when a cursor made for another ordering (GET /posts by rent) is used, then 400', async () => {
    await createPostAs(owner, { title: 'Second room' });
    const posts = await api().get('/posts?limit=1&sort=rent-asc').expect(200);
    const foreign = posts.headers['x-next-cursor'];
    expect(foreign).toEqual(expect.any(String));
    const { body } = await likers(owner, `?cursor=${foreign}`).expect(400);
    expect(body).toEqual({ error: 'Invalid cursor' });
  });
});
