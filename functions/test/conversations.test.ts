// Messages: every route × anonymous / seeker / poster / stranger, who may start
// what, blocks both ways, validation with nothing written, unread and read
// state, sharing contact details by consent, and "messages only" listings.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, db } from '../src/lib/firebase';
import {
  api,
  backgroundTriggers,
  bearer,
  createPostAs,
  dumpDatabase,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  tamperToken,
  type TestUser,
} from './helpers';

// The deployed e-mail sender (sendOutboxMail) would change the outbox
// documents these requests queue while a test compares database dumps.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

let poster: TestUser;
let seeker: TestUser;
let stranger: TestUser;
let postId: string;

beforeEach(async () => {
  await resetEmulators();
  const cast = await signUpCast();
  ({ owner: poster, other: seeker, third: stranger } = cast);
  await api().post('/users').set(bearer(poster)).send({ displayName: 'Olivia Poster' });
  await api()
    .put(`/users/${seeker.email}`)
    .set(bearer(seeker))
    .send({ displayName: 'Sam Seeker', phoneNumber: '555-0142' });
  postId = await createPostAs(poster);
});

const start = (user: TestUser, body: object) =>
  api().post('/conversations').set(bearer(user)).send(body);

async function startAsSeeker(text = 'Hi! Is the room still free?') {
  const response = await start(seeker, { postId, text }).expect(201);
  return response.body as { conversation: { _id: string }; message: { _id: string } };
}

describe('POST /conversations', () => {
  it('when a seeker writes about a listing, then one conversation with the poster starts, with the listing title and names', async () => {
    const { conversation, message } = await startAsSeeker();
    expect(conversation).toMatchObject({
      _id: `${postId}_${seeker.uid}`,
      postId,
      postTitle: 'Sunny room near the park',
      isOwner: false,
      other: { uid: poster.uid, name: 'Olivia Poster' },
      lastMessage: { text: 'Hi! Is the room still free?', fromMe: true },
      unread: false,
      blocked: false,
    });
    expect(message).toMatchObject({
      text: 'Hi! Is the room still free?',
      fromMe: true,
      warning: false,
      read: false,
    });
    const inbox = await api().get('/conversations').set(bearer(poster)).expect(200);
    expect(inbox.body).toEqual([
      expect.objectContaining({
        _id: conversation._id,
        isOwner: true,
        unread: true,
        other: expect.objectContaining({ uid: seeker.uid, name: 'Sam Seeker' }),
      }),
    ]);
    expect(JSON.stringify(inbox.body)).not.toContain(seeker.email);
  });

  it('when the seeker writes about the same listing again, then the same conversation continues', async () => {
    const first = await startAsSeeker('First');
    const second = await start(seeker, { postId, text: 'Second' }).expect(201);
    expect(second.body.conversation._id).toBe(first.conversation._id);
    const { body } = await api()
      .get(`/conversations/${first.conversation._id}`)
      .set(bearer(seeker))
      .expect(200);
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual(['First', 'Second']);
  });

  it('when the poster tries to message about their own listing without a liker, then 403 and nothing is written', async () => {
    const before = await dumpDatabase();
    const own = await start(poster, { postId, text: 'Hello me' }).expect(403);
    expect(own.body.error).toBe(
      'You can only start a conversation with someone who liked your listing or has an active Room wanted ad',
    );
    const notLiker = await start(poster, { postId, userId: stranger.uid, text: 'Hi' }).expect(403);
    expect(notLiker.body.error).toBe(
      'You can only start a conversation with someone who liked your listing or has an active Room wanted ad',
    );
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the poster writes to someone who liked the listing, then the conversation starts with them as the seeker', async () => {
    await api().post(`/posts/${postId}/like`).set(bearer(stranger)).expect(200);
    const { body } = await start(poster, {
      postId,
      userId: stranger.uid,
      text: 'Thanks for the like! Want to visit?',
    }).expect(201);
    expect(body.conversation).toMatchObject({
      _id: `${postId}_${stranger.uid}`,
      isOwner: true,
      other: { uid: stranger.uid },
    });
    const theirs = await api().get('/conversations').set(bearer(stranger)).expect(200);
    expect(theirs.body[0]).toMatchObject({ unread: true, isOwner: false });
  });

  it("when conversations start (by a seeker or by the poster with a liker), then the listing's conversations counter counts each once; continuing one doesn't count again", async () => {
    // A new listing starts at 0 (or without the field, as older ones do).
    const counter = async () =>
      ((await db().doc(`posts/${postId}`).get()).get('conversations') as number | undefined) ?? 0;
    expect(await counter()).toBe(0);
    await startAsSeeker('First');
    expect(await counter()).toBe(1);
    await start(seeker, { postId, text: 'Second' }).expect(201);
    expect(await counter()).toBe(1);
    await api().post(`/posts/${postId}/like`).set(bearer(stranger)).expect(200);
    await start(poster, { postId, userId: stranger.uid, text: 'Hi there' }).expect(201);
    expect(await counter()).toBe(2);
  });

  const bad: [string, object, number, string][] = [
    ['the text is empty', { text: '   ' }, 400, 'Message text is required'],
    ['the text is missing', {}, 400, 'Message text is required'],
    [
      'the text is too long',
      { text: 'x'.repeat(2001) },
      400,
      'Message text must be at most 2000 characters',
    ],
    [
      'an unknown field is sent',
      { text: 'Hi', senderId: 'someone' },
      400,
      'Unknown field(s): senderId',
    ],
    ['the listing does not exist', { text: 'Hi', postId: 'noSuchPost' }, 404, 'Post not found'],
    ['the post id is malformed', { text: 'Hi', postId: '../x' }, 400, 'Invalid post ID'],
  ];
  for (const [what, body, status, error] of bad) {
    it(`when ${what}, then ${status} and nothing is written`, async () => {
      const before = await dumpDatabase();
      const response = await start(seeker, { postId, ...body }).expect(status);
      expect(response.body).toEqual({ error });
      expect(await dumpDatabase()).toEqual(before);
    });
  }

  it('when a 2,000-character message is sent, then it is accepted (the limit is inclusive, after trimming)', async () => {
    await start(seeker, { postId, text: `  ${'x'.repeat(2000)}  ` }).expect(201);
  });

  it('when an unverified member writes, then 403 "Please verify…"', async () => {
    const unverified = await signUp('new@example.com', 'New', { verified: false });
    const { body } = await start(unverified, { postId, text: 'Hi' }).expect(403);
    expect(body).toEqual({ error: 'Please verify your e-mail address first' });
  });
});

describe('a conversation', () => {
  let id: string;
  beforeEach(async () => {
    id = (await startAsSeeker()).conversation._id;
  });

  const routes = (cid: string) =>
    [
      ['get', `/conversations/${cid}`, undefined, 200],
      ['post', `/conversations/${cid}/messages`, { text: 'Hello' }, 201],
      ['post', `/conversations/${cid}/share-contact`, undefined, 201],
      ['post', `/conversations/${cid}/read`, undefined, 200],
      ['post', `/conversations/${cid}/block`, undefined, 200],
      ['delete', `/conversations/${cid}/block`, undefined, 200],
    ] as const;

  for (const who of ['anonymous', 'stranger', 'seeker', 'poster'] as const) {
    it(`when ${who === 'anonymous' ? 'an anonymous visitor' : `the ${who}`} calls every conversation route, then ${who === 'anonymous' ? '401' : who === 'stranger' ? '404 and nothing changes' : 'each succeeds'}`, async () => {
      const user = { anonymous: undefined, stranger, seeker, poster }[who];
      for (const [method, path, body, ok] of routes(id)) {
        const before = await dumpDatabase();
        let request = api()[method](path);
        if (user) request = request.set(bearer(user));
        const response = await (body ? request.send(body) : request);
        const expected = who === 'anonymous' ? 401 : who === 'stranger' ? 404 : ok;
        expect({ path: `${method} ${path}`, status: response.status }).toEqual({
          path: `${method} ${path}`,
          status: expected,
        });
        if (expected >= 400) expect(await dumpDatabase()).toEqual(before);
        if (who === 'stranger') expect(response.body).toEqual({ error: 'Conversation not found' });
      }
    });
  }

  it('when the poster replies, then the seeker has it unread; marking read clears it and shows "read" to the poster', async () => {
    await api().post(`/conversations/${id}/read`).set(bearer(poster)).expect(200);
    await api()
      .post(`/conversations/${id}/messages`)
      .set(bearer(poster))
      .send({ text: 'Yes, come on Saturday' })
      .expect(201);
    const unread = await api().get('/conversations/unread-count').set(bearer(seeker)).expect(200);
    expect(unread.body).toEqual({ count: 1 });
    const posterView = await api().get(`/conversations/${id}`).set(bearer(poster)).expect(200);
    expect(posterView.body.messages.at(-1)).toMatchObject({ fromMe: true, read: false });

    await api().post(`/conversations/${id}/read`).set(bearer(seeker)).expect(200);
    expect((await api().get('/conversations/unread-count').set(bearer(seeker))).body).toEqual({
      count: 0,
    });
    const after = await api().get(`/conversations/${id}`).set(bearer(poster)).expect(200);
    expect(after.body.messages.at(-1)).toMatchObject({ fromMe: true, read: true });
    // The seeker's first message was read by the poster before they replied.
    expect(after.body.messages[0]).toMatchObject({ fromMe: false });
    const seekerView = await api().get(`/conversations/${id}`).set(bearer(seeker)).expect(200);
    expect(seekerView.body.messages[0]).toMatchObject({ fromMe: true, read: true });
  });

  it('when either side blocks, then nobody can send either way until unblocked; the thread stays readable', async () => {
    await api().post(`/conversations/${id}/block`).set(bearer(poster)).expect(200);
    const before = await dumpDatabase();
    for (const user of [seeker, poster]) {
      const { body } = await api()
        .post(`/conversations/${id}/messages`)
        .set(bearer(user))
        .send({ text: 'Hello?' })
        .expect(403);
      expect(body).toEqual({ error: "You can't message this user" });
      await api().post(`/conversations/${id}/share-contact`).set(bearer(user)).expect(403);
    }
    const again = await start(seeker, { postId, text: 'Trying again' }).expect(403);
    expect(again.body).toEqual({ error: "You can't message this user" });
    expect(await dumpDatabase()).toEqual(before);
    const readable = await api().get(`/conversations/${id}`).set(bearer(seeker)).expect(200);
    expect(readable.body.conversation).toMatchObject({ blocked: true, blockedByMe: false });
    expect(readable.body.messages).toHaveLength(1);

    await api().delete(`/conversations/${id}/block`).set(bearer(poster)).expect(200);
    await api()
      .post(`/conversations/${id}/messages`)
      .set(bearer(seeker))
      .send({ text: 'Thanks' })
      .expect(201);
  });

  it('when the seeker shares their contact details, then their profile phone number (not also the e-mail) is posted into the thread, and nothing before that press', async () => {
    const before = await api().get(`/conversations/${id}`).set(bearer(poster)).expect(200);
    expect(JSON.stringify(before.body)).not.toContain('555-0142');
    expect(JSON.stringify(before.body)).not.toContain(seeker.email);
    const { body } = await api()
      .post(`/conversations/${id}/share-contact`)
      .set(bearer(seeker))
      .expect(201);
    expect(body.message).toMatchObject({
      kind: 'contact',
      text: 'My contact details: 555-0142 (phone)',
    });
    const after = await api().get(`/conversations/${id}`).set(bearer(poster)).expect(200);
    expect(after.body.messages.at(-1).text).toContain('555-0142');
    expect(JSON.stringify(after.body)).not.toContain(seeker.email);
  });

  it('when someone without a phone number in their profile shares, then their e-mail is posted instead', async () => {
    const { body } = await api()
      .post(`/conversations/${id}/share-contact`)
      .set(bearer(poster))
      .expect(201);
    expect(body.message).toMatchObject({
      kind: 'contact',
      text: `My contact details: ${poster.email} (e-mail)`,
    });
  });

  it('when a message asks for money or ID or another app, then it is delivered with a warning flag', async () => {
    const { body } = await api()
      .post(`/conversations/${id}/messages`)
      .set(bearer(poster))
      .send({ text: 'Send the deposit by Western Union and WhatsApp me' })
      .expect(201);
    expect(body.message.warning).toBe(true);
    const seekerView = await api().get(`/conversations/${id}`).set(bearer(seeker)).expect(200);
    expect(seekerView.body.messages.at(-1)).toMatchObject({ warning: true, fromMe: false });
  });

  it('when the id is malformed, then 400', async () => {
    const { body } = await api()
      .get('/conversations/no-underscore')
      .set(bearer(seeker))
      .expect(400);
    expect(body).toEqual({ error: 'Invalid conversation ID' });
  });
});

describe('GET /conversations (inbox)', () => {
  it('when a member has more conversations than the page, then pages follow newest activity first, each exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await createPostAs(poster, { title: `Room ${i}` });
      const { body } = await start(seeker, { postId: id, text: `About room ${i}` }).expect(201);
      ids.push(body.conversation._id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await api()
        .get('/conversations')
        .query({ limit: 2, ...(cursor ? { cursor } : {}) })
        .set(bearer(seeker))
        .expect(200);
      seen.push(...response.body.map((c: { _id: string }) => c._id));
      cursor = response.headers['x-next-cursor'];
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it('when the query is bad, then 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'colour=blue', 'cursor=nope']) {
      await api().get(`/conversations?${query}`).set(bearer(seeker)).expect(400);
    }
  });
});

describe('a "messages only" listing', () => {
  it('when someone likes it, then the like counts but contact details reach nobody but the owner, through any route', async () => {
    const { body: created } = await api()
      .post('/posts')
      .set(bearer(poster))
      .send({
        title: 'Quiet room',
        location: 'Austin, TX',
        rentAmount: 800,
        roomType: 'Studio',
        description: 'Calm.',
        contactInfo: 'Call 555-0199',
        availability: 'Available',
        contactPreference: 'messages-only',
      })
      .expect(201);
    const id = created._id;
    const like = await api().post(`/posts/${id}/like`).set(bearer(seeker)).expect(200);
    expect(like.body).toEqual({ likes: 1, liked: true });
    for (const path of [`/posts/${id}`, `/api/posts/${id}`, '/posts?limit=50']) {
      const response = await api().get(path).set(bearer(seeker)).expect(200);
      expect(response.text).not.toContain('555-0199');
    }
    const details = await api().get(`/posts/${id}`).set(bearer(seeker)).expect(200);
    expect(details.body).toMatchObject({
      liked: true,
      likes: 1,
      contactPreference: 'messages-only',
    });
    const mine = await api().get(`/posts/${id}`).set(bearer(poster)).expect(200);
    expect(mine.body.contactInfo).toBe('Call 555-0199');
    // The poster may still reach the liker through messages.
    await start(poster, { postId: id, userId: seeker.uid, text: 'Hi! Saw your like.' }).expect(201);
  });

  it('when the preference is unknown, then 400 and nothing is stored', async () => {
    const { body } = await api()
      .post('/posts')
      .set(bearer(poster))
      .send({
        title: 'T',
        location: 'L',
        rentAmount: 1,
        roomType: 'Studio',
        description: 'D',
        contactInfo: 'C',
        availability: 'Available',
        contactPreference: 'carrier-pigeon',
      })
      .expect(400);
    expect(body.error).toBe('Contact preference must be one of: reveal-on-like, messages-only');
  });
});

describe('rate limits on messages', () => {
  it('when a member sends more messages in an hour than allowed, then 429 and nothing is written', async () => {
    process.env.RATE_LIMIT_MESSAGES_PER_HOUR = '2';
    try {
      const { conversation } = await startAsSeeker();
      await api()
        .post(`/conversations/${conversation._id}/messages`)
        .set(bearer(seeker))
        .send({ text: 'Two' })
        .expect(201);
      const before = await dumpDatabase();
      const response = await api()
        .post(`/conversations/${conversation._id}/messages`)
        .set(bearer(seeker))
        .send({ text: 'Three' })
        .expect(429);
      expect(response.body.error).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
      expect(await dumpDatabase()).toEqual(before);
    } finally {
      delete process.env.RATE_LIMIT_MESSAGES_PER_HOUR;
    }
  });
});

describe('stored shape', () => {
  it('when a conversation starts, then its document names only uids, never e-mails', async () => {
    const { conversation } = await startAsSeeker();
    const snap = await db().doc(`conversations/${conversation._id}`).get();
    expect(snap.get('participants')).toEqual([poster.uid, seeker.uid]);
    expect(JSON.stringify(snap.data())).not.toContain('@');
    expect(snap.get('updatedAt')).toBeInstanceOf(Timestamp);
  });
});

describe('blocks between two people', () => {
  let thread1: string;
  let thread2: string;
  let otherPost: string;
  let thirdPost: string;

  beforeEach(async () => {
    otherPost = await createPostAs(poster, { title: 'Attic room' });
    thirdPost = await createPostAs(poster, { title: 'Garden studio' });
    thread1 = (await startAsSeeker()).conversation._id;
    thread2 = (await start(seeker, { postId: otherPost, text: 'And the attic?' }).expect(201)).body
      .conversation._id;
    // The seeker likes the third listing: the poster could write to them about it.
    await api().post(`/posts/${thirdPost}/like`).set(bearer(seeker)).expect(200);
  });

  const send = (user: TestUser, id: string, text = 'Hello?') =>
    api().post(`/conversations/${id}/messages`).set(bearer(user)).send({ text });

  it('when the poster blocks the seeker in one thread, then neither can start or continue a conversation about any of the listings, either way (403), until the poster unblocks', async () => {
    await api().post(`/conversations/${thread1}/block`).set(bearer(poster)).expect(200);
    const before = await dumpDatabase();
    const refused = [
      () => send(seeker, thread2),
      () => send(poster, thread2),
      () => api().post(`/conversations/${thread2}/share-contact`).set(bearer(seeker)),
      () => api().post(`/conversations/${thread2}/share-contact`).set(bearer(poster)),
      () => start(seeker, { postId: otherPost, text: 'Still there?' }),
      () => start(seeker, { postId: thirdPost, text: 'What about the studio?' }),
      () => start(poster, { postId: thirdPost, userId: seeker.uid, text: 'Saw your like' }),
    ];
    for (const attempt of refused) {
      const response = await attempt();
      expect({ status: response.status, body: response.body }).toEqual({
        status: 403,
        body: { error: "You can't message this user" },
      });
    }
    expect(await dumpDatabase()).toEqual(before);

    await api().delete(`/conversations/${thread1}/block`).set(bearer(poster)).expect(200);
    await send(seeker, thread2, 'Thanks').expect(201);
    await send(poster, thread1, 'Sorry about that').expect(201);
    await start(seeker, { postId: thirdPost, text: 'What about the studio?' }).expect(201);
    await start(poster, { postId: thirdPost, userId: seeker.uid, text: 'Come by' }).expect(201);
  });

  it('when the seeker blocks the poster, then the poster cannot reach them about another listing either, and only the seeker can lift it', async () => {
    await api().post(`/conversations/${thread1}/block`).set(bearer(seeker)).expect(200);
    await start(poster, { postId: thirdPost, userId: seeker.uid, text: 'Hi' }).expect(403);
    await send(poster, thread2).expect(403);
    // The poster "unblocking" lifts nothing: the block is the seeker's.
    await api().delete(`/conversations/${thread2}/block`).set(bearer(poster)).expect(200);
    await send(poster, thread2).expect(403);
    await api().delete(`/conversations/${thread2}/block`).set(bearer(seeker)).expect(200);
    await send(poster, thread2).expect(201);
    await send(poster, thread1).expect(201);
  });

  it("when someone blocks in one thread, then every thread between the two shows it (the blocker's side says so), and the blocked side learns only that it is blocked", async () => {
    await api().post(`/conversations/${thread1}/block`).set(bearer(poster)).expect(200);
    const mine = await api().get(`/conversations/${thread2}`).set(bearer(poster)).expect(200);
    expect(mine.body.conversation).toMatchObject({ blocked: true, blockedByMe: true });
    const theirs = await api().get(`/conversations/${thread2}`).set(bearer(seeker)).expect(200);
    expect(theirs.body.conversation).toMatchObject({ blocked: true, blockedByMe: false });
    expect(Object.keys(theirs.body.conversation).sort()).toEqual(
      Object.keys(mine.body.conversation).sort(),
    );
    const inbox = await api().get('/conversations').set(bearer(seeker)).expect(200);
    expect(inbox.body.every((c: { blocked: boolean }) => c.blocked)).toBe(true);
  });

  it('when the blocker deletes their account, then their block records go with it', async () => {
    await api().post(`/conversations/${thread1}/block`).set(bearer(poster)).expect(200);
    await api().post(`/conversations/${thread1}/block`).set(bearer(seeker)).expect(200);
    const records = async () =>
      Object.keys(await dumpDatabase()).filter((path) => path.startsWith('blocks/'));
    expect(await records()).toHaveLength(2);
    await api().delete(`/users/${poster.email}`).set(bearer(poster)).expect(200);
    expect(await records()).toEqual([]);
  });
});

describe('deleted accounts', () => {
  let id: string;
  beforeEach(async () => {
    id = (await startAsSeeker()).conversation._id;
    await api()
      .post(`/conversations/${id}/messages`)
      .set(bearer(poster))
      .send({ text: 'Yes, it is free' })
      .expect(201);
    await api().post(`/conversations/${id}/share-contact`).set(bearer(poster)).expect(201);
    // The seeker's shared phone number is the last message (the inbox preview).
    await api().post(`/conversations/${id}/share-contact`).set(bearer(seeker)).expect(201);
  });

  const stored = async () => {
    const conversation = await db().doc(`conversations/${id}`).get();
    const messages = await db().collection(`conversations/${id}/messages`).get();
    return JSON.stringify([conversation.data(), messages.docs.map((d) => d.data())]);
  };

  it('when the seeker deletes their account, then the poster sees "Deleted member" with no name, photo or shared contact details, and sending answers 409 and writes nothing', async () => {
    await api().delete(`/users/${seeker.email}`).set(bearer(seeker)).expect(200);

    const { body } = await api().get(`/conversations/${id}`).set(bearer(poster)).expect(200);
    expect(body.conversation).toMatchObject({
      other: { uid: seeker.uid, name: 'Deleted member', photo: '', deleted: true },
      closed: 'account-deleted',
    });
    expect(body.conversation.lastMessage?.text ?? '').not.toContain('555-0142');
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hi! Is the room still free?',
      'Yes, it is free',
      `My contact details: ${poster.email} (e-mail)`,
    ]);
    const inbox = await api().get('/conversations').set(bearer(poster)).expect(200);
    expect(inbox.body[0]).toMatchObject({
      other: { name: 'Deleted member' },
      closed: 'account-deleted',
    });
    for (const gone of ['Sam Seeker', '555-0142', seeker.email]) {
      expect(JSON.stringify(inbox.body)).not.toContain(gone);
      expect(await stored()).not.toContain(gone);
    }

    const before = await dumpDatabase();
    const refused = await api()
      .post(`/conversations/${id}/messages`)
      .set(bearer(poster))
      .send({ text: 'Hello?' })
      .expect(409);
    expect(refused.body).toEqual({ error: 'This conversation is closed' });
    await api().post(`/conversations/${id}/share-contact`).set(bearer(poster)).expect(409);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the poster deletes their account, then the seeker sees "Deleted member", the thread about the gone listing is closed, and the poster\'s shared e-mail is gone', async () => {
    await api().delete(`/users/${poster.email}`).set(bearer(poster)).expect(200);

    const { body } = await api().get(`/conversations/${id}`).set(bearer(seeker)).expect(200);
    expect(body.conversation).toMatchObject({
      other: { uid: poster.uid, name: 'Deleted member', photo: '', deleted: true },
      closed: 'account-deleted',
    });
    expect(JSON.stringify(body)).not.toContain(poster.email);
    // The seeker's own messages stay theirs to read.
    expect(body.messages.at(-1).text).toBe('My contact details: 555-0142 (phone)');
    for (const gone of ['Olivia Poster', poster.email]) expect(await stored()).not.toContain(gone);

    const before = await dumpDatabase();
    const refused = await api()
      .post(`/conversations/${id}/messages`)
      .set(bearer(seeker))
      .send({ text: 'Hello?' })
      .expect(409);
    expect(refused.body).toEqual({ error: 'This conversation is closed' });
    await start(seeker, { postId, text: 'Anyone?' }).expect(404);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('a listing removed by a moderator', () => {
  it('when a moderator removes a listing, then its threads close: neither side can send (409), and the seeker sees that the listing was removed', async () => {
    const { conversation } = await startAsSeeker();
    await auth().setCustomUserClaims(stranger.uid, { moderator: true });
    const moderator = { ...stranger, token: await signIn(stranger.email) };
    await api()
      .post(`/moderation/posts/${postId}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Scam' })
      .expect(200);

    const { body } = await api()
      .get(`/conversations/${conversation._id}`)
      .set(bearer(seeker))
      .expect(200);
    expect(body.conversation).toMatchObject({
      closed: 'listing-removed',
      other: { deleted: false },
    });
    const before = await dumpDatabase();
    for (const user of [poster, seeker]) {
      const refused = await api()
        .post(`/conversations/${conversation._id}/messages`)
        .set(bearer(user))
        .send({ text: 'Hello?' })
        .expect(409);
      expect(refused.body).toEqual({ error: 'This conversation is closed' });
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('names and photos from the ID token', () => {
  const tampered = (claims: Record<string, unknown>) => ({
    ...stranger,
    token: tamperToken(stranger.token, (c) => Object.assign(c, claims)),
  });
  const storedPerson = async (uid: string) =>
    (await db().doc(`conversations/${postId}_${uid}`).get()).get(`people.${uid}`) as {
      name: string;
      photo: string;
    };

  for (const [what, claims] of [
    [
      'a 5,000-character name and a javascript: picture',
      { name: 'x'.repeat(5000), picture: 'javascript:alert(1)' },
    ],
    ['an http: picture', { name: 'Tess', picture: 'http://example.com/me.png' }],
    ['a data: picture and a blank name', { name: '   ', picture: 'data:image/png;base64,AAAA' }],
  ] as const) {
    it(`when the token carries ${what}, then the stored person is sanitized like a profile`, async () => {
      await start(tampered(claims), { postId, text: 'Hi' }).expect(201);
      const person = await storedPerson(stranger.uid);
      expect(person.name.length).toBeGreaterThan(0);
      expect(person.name.length).toBeLessThanOrEqual(80);
      expect(person.photo).toBe('');
    });
  }

  it('when the token carries a short name and an https picture, then they are used', async () => {
    const user = tampered({ name: ' Tess ', picture: 'https://example.com/tess.png' });
    await start(user, { postId, text: 'Hi' }).expect(201);
    expect(await storedPerson(stranger.uid)).toEqual({
      name: 'Tess',
      photo: 'https://example.com/tess.png',
    });
  });
});

describe('GET /conversations/about/:postId', () => {
  const about = (user: TestUser, query = '') =>
    api().get(`/conversations/about/${postId}${query}`).set(bearer(user));
  const none = { conversation: null, messages: [] };

  it('when a seeker opens a listing they have not written about, then the answer is 200 with no conversation', async () => {
    expect((await about(seeker).expect(200)).body).toEqual(none);
  });

  it('when they have, then the seeker gets it with its messages, and the poster gets it by naming the seeker', async () => {
    const { conversation } = await startAsSeeker('Is it still free?');
    const asSeeker = (await about(seeker).expect(200)).body;
    expect(asSeeker.conversation._id).toBe(conversation._id);
    expect(asSeeker.messages.map((m: { text: string }) => m.text)).toEqual(['Is it still free?']);
    const asPoster = (await about(poster, `?with=${seeker.uid}`).expect(200)).body;
    expect(asPoster.conversation._id).toBe(conversation._id);
    expect(asPoster.messages).toHaveLength(1);
  });

  it("when a stranger asks for someone else's conversation, then the answer is the same as for none", async () => {
    await startAsSeeker();
    expect((await about(stranger, `?with=${seeker.uid}`).expect(200)).body).toEqual(none);
  });

  it('when the listing id, the seeker id or a query field is bad, or nobody is signed in, then 400 or 401', async () => {
    await api().get(`/conversations/about/${postId}`).expect(401);
    await api().get('/conversations/about/bad$id').set(bearer(seeker)).expect(400);
    await about(seeker, '?with=a/b').expect(400);
    await about(seeker, '?extra=1').expect(400);
  });
});
