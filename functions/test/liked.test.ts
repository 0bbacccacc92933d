// GET /posts/liked (Liked Listings): the listings the caller liked,
// newest like first, paged; contact details only where the poster reveals
// them on like, never an e-mail; at most limit + 1 like documents per page.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
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

const like = (user: TestUser, postId: string) =>
  api().post(`/posts/${postId}/like`).set(bearer(user)).expect(200);
const liked = (user: TestUser | undefined, query = '') => {
  const request = api().get(`/posts/liked${query}`);
  return user ? request.set(bearer(user)) : request;
};
const ids = (body: { _id: string }[]) => body.map((post) => post._id);
const readsOf = (header: string | undefined) =>
  Number(/desc="(\d+) reads"/.exec(header ?? '')?.[1]);

describe('GET /posts/liked', () => {
  it('when signed out, then 401', async () => {
    const { body } = await liked(undefined).expect(401);
    expect(body).toEqual({ error: 'Authentication required' });
  });

  it('when nothing is liked yet, then an empty list and no next page', async () => {
    await createPostAs(owner);
    const { body, headers } = await liked(other).expect(200);
    expect(body).toEqual([]);
    expect(headers['x-next-cursor']).toBeUndefined();
  });

  it('when a member liked several listings, then they come newest like first, each as a list post with liked: true and its contact details, never an e-mail', async () => {
    const [a, b, c] = [
      await createPostAs(owner, { title: 'Room A', contactInfo: 'Call A 555-0101' }),
      await createPostAs(owner, { title: 'Room B', contactInfo: 'Call B 555-0102' }),
      await createPostAs(owner, { title: 'Room C', contactInfo: 'Call C 555-0103' }),
    ];
    await like(other, b!);
    await like(other, a!);
    await like(other, c!);

    const { body } = await liked(other).expect(200);
    expect(ids(body)).toEqual([c, a, b]);
    expect(body[0]).toMatchObject({
      _id: c,
      title: 'Room C',
      status: 'active',
      liked: true,
      isOwner: false,
      likes: 1,
      contactInfo: 'Call C 555-0103',
    });
    // The same Post shape as the list (no search prefixes, no owner stats).
    expect(body[0]).not.toHaveProperty('locationPrefixes');
    expect(body[0]).not.toHaveProperty('stats');
    expect(JSON.stringify(body)).not.toContain(owner.email);
  });

  it('when pages of one are requested, then each page has exactly the next listing, every like read at most once (limit + 1 like documents a page)', async () => {
    const posts = [];
    for (const title of ['One', 'Two', 'Three']) posts.push(await createPostAs(owner, { title }));
    for (const id of posts) await like(other, id);

    const seen: string[][] = [];
    let cursor: string | undefined;
    do {
      const response = await liked(other, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`).expect(
        200,
      );
      seen.push(ids(response.body));
      expect(readsOf(response.headers['server-timing'])).toBeLessThanOrEqual(2);
      cursor = response.headers['x-next-cursor'];
    } while (cursor && seen.length < 10);
    expect(seen).toEqual([[posts[2]], [posts[1]], [posts[0]]]);
  });

  it('when a poster chose messages-only, then that listing comes without contact details while the others have theirs', async () => {
    const reveal = await createPostAs(owner, { title: 'Reveals', contactInfo: 'Call 555-0111' });
    const quiet = await createPostAs(owner, {
      title: 'Messages only',
      contactInfo: 'Secret 555-0199',
      contactPreference: 'messages-only',
    });
    await like(other, reveal);
    await like(other, quiet);

    const { body } = await liked(other).expect(200);
    expect(ids(body)).toEqual([quiet, reveal]);
    expect(body[0]).not.toHaveProperty('contactInfo');
    expect(body[0].liked).toBe(true);
    expect(body[1].contactInfo).toBe('Call 555-0111');
    expect(JSON.stringify(body)).not.toContain('Secret 555-0199');
  });

  it("when a liked listing was deleted (its like left behind), then it is skipped; another member's likes never appear", async () => {
    const kept = await createPostAs(owner, { title: 'Kept' });
    const gone = await createPostAs(owner, { title: 'Gone' });
    const theirs = await createPostAs(owner, { title: 'Only third liked it' });
    await like(other, kept);
    await like(other, gone);
    await like(third, theirs);
    // As if the deletion had stopped between the listing and its likes.
    await db().doc(`posts/${gone}`).delete();

    const mine = await liked(other).expect(200);
    expect(ids(mine.body)).toEqual([kept]);
    const thirds = await liked(third).expect(200);
    expect(ids(thirds.body)).toEqual([theirs]);
  });

  it('when a like is left over from an earlier listing at the same id, then the new listing is not shown as liked', async () => {
    const id = await createPostAs(owner);
    await like(other, id);
    // A later listing at the same id (ids are random; this is the defence in depth).
    await db()
      .doc(`posts/${id}`)
      .update({ createdAt: new Date(Date.now() + 60_000) });
    const { body } = await liked(other).expect(200);
    expect(body).toEqual([]);
  });

  it('when a liked listing is paused, then it stays with its status but without the contact details; under review, others see only that it is', async () => {
    const paused = await createPostAs(owner, {
      title: 'Paused room',
      contactInfo: 'Call 555-0122',
    });
    const reviewed = await createPostAs(owner, {
      title: 'Reported room',
      contactInfo: 'Call 555-0133',
    });
    await like(other, paused);
    await like(other, reviewed);
    await api().post(`/posts/${paused}/pause`).set(bearer(owner)).expect(200);
    await db().doc(`posts/${reviewed}`).update({ status: 'under-review' });

    const { body } = await liked(other).expect(200);
    expect(ids(body)).toEqual([reviewed, paused]);
    expect(body[0]).toMatchObject({ status: 'under-review', title: '', liked: true });
    expect(body[0]).not.toHaveProperty('contactInfo');
    expect(JSON.stringify(body)).not.toContain('Reported room');
    expect(JSON.stringify(body)).not.toContain('555-0133');
    expect(body[1]).toMatchObject({ status: 'paused', title: 'Paused room', liked: true });
    expect(JSON.stringify(body)).not.toContain('555-0122');
  });

  const bad: [string, string, string][] = [
    ['the limit is 0', '?limit=0', 'limit must be an integer from 1 to 100'],
    ['the limit is over 100', '?limit=101', 'limit must be an integer from 1 to 100'],
    ['the limit is not a number', '?limit=ten', 'limit must be an integer from 1 to 100'],
    ['the cursor is garbage', '?cursor=nonsense', 'Invalid cursor'],
    ['a parameter is unknown', '?sort=newest', 'Unknown query parameter(s): sort'],
  ];
  for (const [what, query, error] of bad) {
    it(`when ${what}, then 400 "${error}" and nothing is written`, async () => {
      const id = await createPostAs(owner);
      await like(other, id);
      const before = await dumpDatabase();
      const { body } = await liked(other, query).expect(400);
      expect(body).toEqual({ error });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when a cursor made for another ordering (GET /posts by rent) is used, then 400', async () => {
    await createPostAs(owner, { title: 'First' });
    await createPostAs(owner, { title: 'Second' });
    const posts = await api().get('/posts?limit=1&sort=rent-asc').expect(200);
    const foreign = posts.headers['x-next-cursor'];
    expect(foreign).toEqual(expect.any(String));
    const { body } = await liked(other, `?cursor=${foreign}`).expect(400);
    expect(body).toEqual({ error: 'Invalid cursor' });
  });

  it("when another member's cursor is used, then it only positions within the caller's own likes", async () => {
    const posts = [];
    for (const title of ['One', 'Two']) posts.push(await createPostAs(owner, { title }));
    for (const id of posts) {
      await like(other, id);
      await like(third, id);
    }
    const first = await liked(third, '?limit=1').expect(200);
    const cursor = first.headers['x-next-cursor'];
    // Positioned after the third member's newest like, the caller's own two
    // (both older) follow: the cursor names a time and a listing, never whose likes.
    const { body } = await liked(other, `?cursor=${cursor}`).expect(200);
    expect(ids(body)).toEqual([posts[1], posts[0]]);
  });
});
