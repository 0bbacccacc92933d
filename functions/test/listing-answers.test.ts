// The listing routes' small answers match their contract (contract/listing-answers.ts),
// the shapes the web app reads: parsed from real answers of the in-process API.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expiringSoonSchema,
  likeResultSchema,
  listingCountSchema,
  unlikeResultSchema,
} from '../src/contract/listing-answers';
import { api, bearer, createPostAs, resetEmulators, signUpCast, type TestUser } from './helpers';

let owner: TestUser;
let other: TestUser;
let id: string;

beforeEach(async () => {
  await resetEmulators();
  ({ owner, other } = await signUpCast());
  id = await createPostAs(owner);
});

describe('the listing routes answer their contract shapes', () => {
  it('when a member likes and unlikes, then the answers parse as LikeResult and UnlikeResult', async () => {
    const liked = await api().post(`/posts/${id}/like`).set(bearer(other)).expect(200);
    expect(likeResultSchema.parse(liked.body)).toEqual({
      likes: 1,
      liked: true,
      contactInfo: 'Call 555-0100',
    });
    const unliked = await api().delete(`/posts/${id}/like`).set(bearer(other)).expect(200);
    expect(unlikeResultSchema.parse(unliked.body)).toEqual({ likes: 0, liked: false });
  });

  it('when a like reveals nothing (messages only), then the answer has no contactInfo and still parses', async () => {
    const quiet = await createPostAs(owner, { contactPreference: 'messages-only' });
    const { body } = await api().post(`/posts/${quiet}/like`).set(bearer(other)).expect(200);
    expect(likeResultSchema.parse(body)).toEqual({ likes: 1, liked: true });
  });

  it('when the owner asks what expires soon and the count, then both parse', async () => {
    const soon = await api().get('/posts/expiring-soon').set(bearer(owner)).expect(200);
    expect(expiringSoonSchema.parse(soon.body)).toEqual({ count: 0, postId: null });
    const count = await api().get('/posts/count').expect(200);
    expect(listingCountSchema.parse(count.body).count).toBeGreaterThanOrEqual(0);
  });
});
