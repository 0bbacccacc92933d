// POST /conversations from a poster to a seeker: besides the members who
// liked the listing, its owner may write to anyone with an active "Room
// wanted" ad (they asked posters to), with every other check as before:
// verified e-mail, blocks, the listing open, the rate limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_A_LIKER } from '../src/conversations/fields';
import { BLOCKED } from '../src/contract/messages';
import { db } from '../src/lib/firebase';
import { api, bearer, dumpDatabase, resetEmulators, signUp, type TestUser } from './helpers';
import { adAction, backgroundTriggers, createRoom, postAd } from './match-support';

let maya: TestUser;
let sam: TestUser;

// The deployed match triggers would write alerts while these tests compare what is stored.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeEach(async () => {
  await resetEmulators();
  [maya, sam] = await Promise.all([
    signUp('maya@example.com', 'Maya Poster'),
    signUp('sam@example.com', 'Sam Seeker'),
  ]);
});

const start = (user: TestUser, body: Record<string, unknown>) =>
  api().post('/conversations').set(bearer(user)).send(body);

describe('POST /conversations to a seeker with a Room wanted ad', () => {
  it('when the poster writes to a member with an active ad, then the conversation starts with them as the seeker, without their e-mail', async () => {
    const postId = await createRoom(maya);
    await postAd(sam);
    const { body } = await start(maya, {
      postId,
      userId: sam.uid,
      text: 'Our room fits you!',
    }).expect(201);
    expect(body.conversation).toMatchObject({
      _id: `${postId}_${sam.uid}`,
      isOwner: true,
      other: { uid: sam.uid, name: 'Sam Seeker' },
    });
    expect(body.message).toMatchObject({ text: 'Our room fits you!', fromMe: true });
    expect(JSON.stringify(body)).not.toContain(sam.email);
    // Sam sees it in his inbox.
    const inbox = await api().get('/conversations').set(bearer(sam)).expect(200);
    expect(inbox.body.map((c: { _id: string }) => c._id)).toEqual([`${postId}_${sam.uid}`]);
  });

  it('when the ad is paused, expired or deleted, or there is none, then 403 and nothing is written', async () => {
    const postId = await createRoom(maya);
    const refused = async () => {
      const before = await dumpDatabase();
      const response = await start(maya, { postId, userId: sam.uid, text: 'Hi' }).expect(403);
      expect(response.body.error).toBe(NOT_A_LIKER);
      expect(await dumpDatabase()).toEqual(before);
    };
    await refused();
    const adId = await postAd(sam);
    await adAction(sam, adId, 'pause');
    await refused();
    await adAction(sam, adId, 'resume');
    await db()
      .collection('seekerAds')
      .doc(adId)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    await refused();
    await api().delete(`/seeker-ads/${adId}`).set(bearer(sam)).expect(200);
    await refused();
  });

  it("when the poster's listing isn't active, then a new conversation is refused (409)", async () => {
    const postId = await createRoom(maya);
    await postAd(sam);
    await api().post(`/posts/${postId}/pause`).set(bearer(maya)).expect(200);
    await start(maya, { postId, userId: sam.uid, text: 'Hi' }).expect(409);
  });

  it('when the seeker blocked the poster, then the poster still cannot write to them about another listing', async () => {
    const first = await createRoom(maya);
    const second = await createRoom(maya, { title: 'Second room' });
    await postAd(sam);
    const { body } = await start(sam, { postId: first, text: 'Is it free?' }).expect(201);
    await api().post(`/conversations/${body.conversation._id}/block`).set(bearer(sam)).expect(200);
    const refused = await start(maya, { postId: second, userId: sam.uid, text: 'Hi' }).expect(403);
    expect(refused.body.error).toBe(BLOCKED);
  });

  it('when the poster is unverified, or writes to themselves with an ad of their own, then 403', async () => {
    const postId = await createRoom(maya);
    await postAd(maya);
    const self = await start(maya, { postId, userId: maya.uid, text: 'Hi me' }).expect(403);
    expect(self.body.error).toBe(NOT_A_LIKER);
    const unverified = await signUp('new@example.com', 'New', { verified: false });
    await start(unverified, { postId, userId: sam.uid, text: 'Hi' }).expect(403);
  });

  it('when the poster starts more conversations than the daily limit allows, then 429', async () => {
    process.env.RATE_LIMIT_CONVERSATIONS_PER_DAY = '1';
    try {
      const postId = await createRoom(maya);
      const lena = await signUp('lena@example.com', 'Lena');
      await Promise.all([postAd(sam), postAd(lena)]);
      await start(maya, { postId, userId: sam.uid, text: 'Hi Sam' }).expect(201);
      await start(maya, { postId, userId: lena.uid, text: 'Hi Lena' }).expect(429);
    } finally {
      delete process.env.RATE_LIMIT_CONVERSATIONS_PER_DAY;
    }
  });
});
