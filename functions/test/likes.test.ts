// POST /posts/:id/like: one like per user, counted in a transaction, and the
// only way (besides owning the post) to see its contact details.
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import {
  api,
  bearer,
  createPostAs,
  dumpDatabase,
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

const like = (user: TestUser, postId = id) => api().post(`/posts/${postId}/like`).set(bearer(user));

describe('POST /posts/:id/like', () => {
  it('when another user likes a post, then the count goes up and the contact info is revealed', async () => {
    const { body } = await like(other).expect(200);
    expect(body).toEqual({ likes: 1, liked: true, contactInfo: 'Call 555-0100' });
    expect((await readPost(id))!.likes).toBe(1);
    const likeDoc = await db().doc(`posts/${id}/likes/${other.uid}`).get();
    // Who liked, never how to reach them: the owner may read this document.
    expect(likeDoc.data()).toEqual({ uid: other.uid, createdAt: expect.anything() });
  });

  it('when the same user likes twice, then the count is unchanged the second time', async () => {
    await like(other).expect(200);
    const { body } = await like(other).expect(200);
    expect(body.likes).toBe(1);
    expect((await readPost(id))!.likes).toBe(1);
  });

  it('when one user sends many likes at once, then they count once', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => like(other)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await readPost(id))!.likes).toBe(1);
  });

  it('when two users like at the same time, repeatedly, then the count is two', async () => {
    await Promise.all([like(other), like(third), like(other), like(third)]);
    expect((await readPost(id))!.likes).toBe(2);
    const likes = await db().collection(`posts/${id}/likes`).get();
    expect(likes.docs.map((d) => d.id).sort()).toEqual([other.uid, third.uid].sort());
  });

  it('when the owner likes their own post, then the answer is 403 "You can\'t like your own post!" and nothing changes', async () => {
    const before = await dumpDatabase();
    const { body } = await like(owner).expect(403);
    expect(body).toEqual({ error: "You can't like your own post!" });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the post has no contact info, then the like says so', async () => {
    const { body: minimal } = await api()
      .post('/api/posts')
      .set(bearer(owner))
      .send({ title: 'Just a title' })
      .expect(201);
    const { body } = await like(other, minimal._id).expect(200);
    expect(body.contactInfo).toBe('No contact information provided');
  });

  it('when the post does not exist, then the answer is 404 and nothing is stored', async () => {
    const before = await dumpDatabase();
    const { body } = await like(other, 'noSuchPost').expect(404);
    expect(body).toEqual({ error: 'Post not found' });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("when the id is malformed, then the answer is 400 'Invalid post ID'", async () => {
    const { body } = await like(other, 'bad.id').expect(400);
    expect(body).toEqual({ error: 'Invalid post ID' });
  });

  it('when a user has liked, then the details show liked and the contact to them only', async () => {
    await like(other).expect(200);
    const mine = await api().get(`/posts/${id}`).set(bearer(other)).expect(200);
    expect(mine.body).toMatchObject({ liked: true, contactInfo: 'Call 555-0100', likes: 1 });
    const theirs = await api().get(`/posts/${id}`).set(bearer(third)).expect(200);
    expect(theirs.body.liked).toBe(false);
    expect(theirs.text).not.toContain('555-0100');
    const anonymous = await api().get(`/posts/${id}`).expect(200);
    expect(anonymous.text).not.toContain('555-0100');
  });

  it('when anyone lists posts, then no contact info is in the list, even for the owner and likers', async () => {
    await like(other).expect(200);
    for (const user of [undefined, owner, other, third]) {
      const req = api().get('/posts');
      const response = await (user ? req.set(bearer(user)) : req).expect(200);
      expect(response.body).toHaveLength(1);
      expect(response.text).not.toContain('555-0100');
      expect(response.body[0]).not.toHaveProperty('contactInfo');
      expect(response.body[0]).not.toHaveProperty('locationPrefixes');
    }
  });
});

describe('DELETE /posts/:id/like (Unlike)', () => {
  const unlike = (user: TestUser, postId = id) =>
    api().delete(`/posts/${postId}/like`).set(bearer(user));

  it('when a liker takes back their like, then the count goes down, the contact details are hidden again and the poster no longer sees them among the likers', async () => {
    await like(other).expect(200);
    await like(third).expect(200);
    expect((await unlike(other).expect(200)).body).toEqual({ likes: 1, liked: false });
    expect((await readPost(id))!.likes).toBe(1);
    expect((await db().doc(`posts/${id}/likes/${other.uid}`).get()).exists).toBe(false);

    const details = await api().get(`/posts/${id}`).set(bearer(other)).expect(200);
    expect(details.body).toMatchObject({ liked: false, likes: 1 });
    expect(details.body).not.toHaveProperty('contactInfo');
    const likers = await api().get(`/posts/${id}/likes`).set(bearer(owner)).expect(200);
    expect(likers.body.map((l: { uid: string }) => l.uid)).toEqual([third.uid]);
  });

  it('when someone unlikes what they never liked, or twice, then nothing changes', async () => {
    await like(third).expect(200);
    const before = await dumpDatabase();
    expect((await unlike(other).expect(200)).body).toEqual({ likes: 1, liked: false });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a liker likes again after unliking, then it counts once more and reveals again', async () => {
    await like(other).expect(200);
    await unlike(other).expect(200);
    const { body } = await like(other).expect(200);
    expect(body).toEqual({ likes: 1, liked: true, contactInfo: 'Call 555-0100' });
  });

  it('when a visitor, an unverified member or anyone unlikes a missing listing, then 401, 403 or 404 and nothing changes', async () => {
    await like(other).expect(200);
    const before = await dumpDatabase();
    await api().delete(`/posts/${id}/like`).expect(401);
    const unverified = await signUp('una@example.com', 'Una', { verified: false });
    await unlike(unverified).expect(403);
    await unlike(other, 'no-such-listing-id').expect(404);
    expect(await dumpDatabase()).toEqual(before);
  });
});
