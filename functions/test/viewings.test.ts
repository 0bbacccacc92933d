// Viewings: every transition and who may make it (the two participants only;
// strangers get 404), refusals that write nothing, concurrency, blocks,
// inactive listings, rate limits, outcomes and the poster's viewings held,
// the two lists with their cursors, the calendar file, the reminder job with
// its own clock, and the never-pay flag.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BLOCKED,
  CONVERSATION_CLOSED,
  type Conversation,
  type Message,
} from '../src/contract/messages';
import {
  VIEWING_ALREADY_ANSWERED,
  VIEWING_LISTING_INACTIVE,
  VIEWING_NOT_FOUND,
  VIEWING_NOT_OVER,
  VIEWING_NOT_YOURS_TO_ANSWER,
  VIEWING_OPEN_PROPOSAL,
  VIEWING_SLOT_PAST,
  VIEWING_SLOT_TOO_FAR,
  type Viewing,
  type ViewingProposalInput,
  viewingMovedReason,
} from '../src/contract/viewings';
import { db } from '../src/lib/firebase';
import { memberKey } from '../src/lib/member-key';
import { VERIFY_EMAIL_FIRST } from '../src/middleware/auth';
import { remindViewings } from '../src/viewings/reminders';
import { TIME_ZONE_INVALID, slotLabel } from '../src/viewings/slots';
import {
  SLOT_MINUTES_INVALID,
  SLOT_TIME_INVALID,
  VIDEO_LINK_REQUIRED,
} from '../src/viewings/schema';
import {
  api,
  backgroundTriggers,
  bearer,
  createPostAs,
  daysAgo,
  dumpDatabase,
  emulator,
  resetEmulators,
  signIn,
  signUp,
  signUpCast,
  type TestUser,
} from './helpers';

// The deployed e-mail sender would change the outbox documents these requests
// queue while a test compares database dumps.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

const ZONE = 'America/New_York';
const DAY_MS = 24 * 3600 * 1000;

let poster: TestUser;
let seeker: TestUser;
let stranger: TestUser;
let postId: string;
let conversationId: string;

beforeEach(async () => {
  await resetEmulators();
  ({ owner: poster, other: seeker, third: stranger } = await signUpCast());
  await api().post('/users').set(bearer(poster)).send({ displayName: 'Olivia Poster' });
  await api()
    .put(`/users/${seeker.email}`)
    .set(bearer(seeker))
    .send({ displayName: 'Sam Seeker', phoneNumber: '555-0142' });
  postId = await createPostAs(poster);
  const started = await api()
    .post('/conversations')
    .set(bearer(seeker))
    .send({ postId, text: 'Hi! Could I see the room?' })
    .expect(201);
  conversationId = started.body.conversation._id;
});

afterEach(() => {
  delete process.env.RATE_LIMIT_VIEWINGS_PER_DAY;
});

/** A day `days` from now (UTC date), at `time` New York time, for `minutes`. */
function slot(days: number, time = '18:00', minutes = 30) {
  const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  return { date, time, minutes };
}

const proposal = (overrides: Partial<ViewingProposalInput> = {}): ViewingProposalInput => ({
  slots: [slot(3), slot(4, '11:30', 45)],
  timeZone: ZONE,
  mode: 'in-person',
  note: 'Ring the top bell',
  ...overrides,
});

const propose = (user: TestUser, body: object = proposal(), id = conversationId) =>
  api().post(`/conversations/${id}/viewings`).set(bearer(user)).send(body);
const act = (user: TestUser, id: string, action: string, body: object = {}) =>
  api().post(`/viewings/${id}/${action}`).set(bearer(user)).send(body);

async function proposed(user = seeker, body: object = proposal()): Promise<Viewing> {
  return (await propose(user, body).expect(201)).body as Viewing;
}

async function thread(
  user: TestUser,
): Promise<{ conversation: Conversation; messages: Message[] }> {
  return (await api().get(`/conversations/${conversationId}`).set(bearer(user)).expect(200)).body;
}

/**
 * A new conversation between the same two members, about another listing of
 * the poster's (accepting a time moves the one booking a conversation has).
 */
async function anotherConversation(): Promise<string> {
  const otherPost = await createPostAs(poster, { title: 'Bright room by the river' });
  const started = await api()
    .post('/conversations')
    .set(bearer(seeker))
    .send({ postId: otherPost, text: 'Is this one free too?' })
    .expect(201);
  return started.body.conversation._id as string;
}

/** Moves a confirmed viewing into the past (the API refuses past times; tests need a viewing that happened). */
async function moveToPast(id: string, hoursAgo = 2) {
  const start = Timestamp.fromMillis(Date.now() - hoursAgo * 3600 * 1000);
  const end = Timestamp.fromMillis(start.toMillis() + 30 * 60 * 1000);
  const ref = db().collection('viewings').doc(id);
  const snap = await ref.get();
  const slots = (snap.get('slots') as object[]).map(() => ({ start, end, minutes: 30 }));
  await ref.update({ slots, start, end, pastAt: end });
}

/** The viewing actions `user` has used of today's limit (their rate-limit counter, by member key). */
async function viewingActionsToday(user: TestUser): Promise<number> {
  const counter = await db()
    .collection('rateLimits')
    .doc(memberKey({ ...user, emailVerified: true }))
    .get();
  return (counter.get('viewings_86400.count') as number | undefined) ?? 0;
}

/**
 * `user` with their e-mail no longer verified (as after changing the address)
 * and a fresh token saying so; still a participant in everything they were.
 */
async function unverified(user: TestUser): Promise<TestUser> {
  await emulator.updateAccount(user.uid, { emailVerified: false });
  return { ...user, token: await signIn(user.email) };
}

describe('proposing a viewing', () => {
  it('when the seeker proposes two times, then the viewing is stored as instants with the listing area, the thread gets "Proposed a viewing" and the poster sees it unread', async () => {
    const viewing = await proposed();
    expect(viewing).toMatchObject({
      conversationId,
      postId,
      postTitle: 'Sunny room near the park',
      area: 'Brooklyn, NY',
      timeZone: ZONE,
      mode: 'in-person',
      videoLink: '',
      note: 'Ring the top bell',
      status: 'proposed',
      confirmedSlot: null,
      proposedBy: 'me',
      otherName: 'Olivia Poster',
      listingActive: true,
      myOutcome: null,
      theirOutcome: null,
    });
    expect(viewing.slots).toHaveLength(2);
    const [first] = viewing.slots;
    expect(Date.parse(first!.end) - Date.parse(first!.start)).toBe(30 * 60 * 1000);
    const stored = (await db().doc(`viewings/${viewing.id}`).get()).data()!;
    expect(stored.participants).toEqual([poster.uid, seeker.uid]);
    expect(stored.slots[0].start).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(viewing)).not.toMatch(/555-01|@example\.com/);

    const theirs = await thread(poster);
    expect(theirs.conversation.unread).toBe(true);
    expect(theirs.messages.at(-1)).toMatchObject({
      kind: 'viewing',
      text: 'Proposed a viewing',
      fromMe: false,
      warning: false,
    });
    const listed = await api()
      .get(`/conversations/${conversationId}/viewings`)
      .set(bearer(poster))
      .expect(200);
    expect(listed.body).toEqual([{ ...viewing, proposedBy: 'them', otherName: 'Sam Seeker' }]);
  });

  it('when a slot is in the past, more than 60 days ahead, in an unknown zone, of odd minutes, off the quarter hour, or a video viewing has no link, then 400 and nothing is written', async () => {
    const before = await dumpDatabase();
    const cases: [object, string][] = [
      [proposal({ slots: [slot(-1)] }), VIEWING_SLOT_PAST],
      [proposal({ slots: [slot(61)] }), VIEWING_SLOT_TOO_FAR],
      [proposal({ timeZone: 'Mars/Olympus_Mons' }), TIME_ZONE_INVALID],
      [proposal({ slots: [slot(3, '18:00', 20)] }), SLOT_MINUTES_INVALID],
      [proposal({ slots: [slot(3, '18:00', 135)] }), SLOT_MINUTES_INVALID],
      [proposal({ slots: [slot(3, '18:10')] }), SLOT_TIME_INVALID],
      [proposal({ mode: 'video' }), VIDEO_LINK_REQUIRED],
      [proposal({ slots: [] }), 'Offer 1 to 3 times'],
      [proposal({ slots: [slot(3), slot(4), slot(5), slot(6)] }), 'Offer 1 to 3 times'],
      [{ ...proposal(), extra: 1 }, 'Unknown field(s): extra'],
    ];
    for (const [body, error] of cases) {
      const response = await propose(seeker, body).expect(400);
      expect(response.body.error).toBe(error);
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a video viewing has an https link, then it is stored; an http link is refused', async () => {
    await propose(seeker, proposal({ mode: 'video', videoLink: 'http://meet.example/x' })).expect(
      400,
    );
    const viewing = await proposed(
      seeker,
      proposal({ mode: 'video', videoLink: 'https://meet.example/abc' }),
    );
    expect(viewing).toMatchObject({ mode: 'video', videoLink: 'https://meet.example/abc' });
  });

  it('when a stranger proposes, lists, answers or downloads, then 404 each time and nothing is written', async () => {
    const viewing = await proposed();
    const before = await dumpDatabase();
    expect((await propose(stranger).expect(404)).body.error).toBe('Conversation not found');
    await api().get(`/conversations/${conversationId}/viewings`).set(bearer(stranger)).expect(404);
    for (const [action, body] of [
      ['accept', { slot: 0 }],
      ['decline', {}],
      ['cancel', { reason: 'No' }],
      ['outcome', { outcome: 'met' }],
    ] as const) {
      const response = await act(stranger, viewing.id, action, body).expect(404);
      expect(response.body.error).toBe(VIEWING_NOT_FOUND);
    }
    await api().get(`/viewings/${viewing.id}/calendar.ics`).set(bearer(stranger)).expect(404);
    await api().post(`/viewings/${viewing.id}/accept`).send({ slot: 0 }).expect(401);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a proposal is waiting for an answer, then another in the same conversation is refused with 409', async () => {
    await proposed();
    const before = await dumpDatabase();
    expect((await propose(poster).expect(409)).body.error).toBe(VIEWING_OPEN_PROPOSAL);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when either side has blocked the other, then proposing is refused with 403 and nothing is written', async () => {
    await api().post(`/conversations/${conversationId}/block`).set(bearer(poster)).expect(200);
    const before = await dumpDatabase();
    expect((await propose(seeker).expect(403)).body.error).toBe(BLOCKED);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the listing is paused, then no new proposal (409), while a confirmed viewing stays with listingActive false', async () => {
    const viewing = await proposed();
    await act(poster, viewing.id, 'accept', { slot: 1 }).expect(200);
    await api().post(`/posts/${postId}/pause`).set(bearer(poster)).expect(200);
    const before = await dumpDatabase();
    expect((await propose(seeker).expect(409)).body.error).toBe(VIEWING_LISTING_INACTIVE);
    expect(await dumpDatabase()).toEqual(before);
    const listed = await api()
      .get(`/conversations/${conversationId}/viewings`)
      .set(bearer(seeker))
      .expect(200);
    expect(listed.body[0]).toMatchObject({
      id: viewing.id,
      status: 'confirmed',
      listingActive: false,
    });
  });

  it('when the conversation is closed, then proposing is refused with 409', async () => {
    await db().doc(`conversations/${conversationId}`).update({ closed: 'listing-removed' });
    expect((await propose(seeker).expect(409)).body.error).toBe(CONVERSATION_CLOSED);
  });

  it('when a member proposes past the daily limit, then 429 and nothing is written', async () => {
    process.env.RATE_LIMIT_VIEWINGS_PER_DAY = '2';
    const viewing = await proposed();
    await act(seeker, viewing.id, 'cancel').expect(200);
    const before = await dumpDatabase();
    const refused = await propose(seeker).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('answering a proposal', () => {
  it('when the proposer tries to accept their own proposal, then 403; when the other side accepts, then it is confirmed with the chosen slot and the thread says when', async () => {
    const viewing = await proposed();
    const own = await act(seeker, viewing.id, 'accept', { slot: 0 }).expect(403);
    expect(own.body.error).toBe(VIEWING_NOT_YOURS_TO_ANSWER);
    const { body } = await act(poster, viewing.id, 'accept', { slot: 1 }).expect(200);
    expect(body).toMatchObject({
      status: 'confirmed',
      confirmedSlot: 1,
      proposedBy: 'them',
      otherName: 'Sam Seeker',
    });
    const line = (await thread(seeker)).messages.at(-1)!;
    expect(line.kind).toBe('viewing');
    expect(line.text).toMatch(
      /^Accepted the viewing on \w{3}, \w{3} \d{1,2}, 11:30 AM \(New York time\)$/,
    );
    const again = await act(poster, viewing.id, 'accept', { slot: 0 }).expect(409);
    expect(again.body.error).toBe(VIEWING_ALREADY_ANSWERED);
  });

  it('when two acceptances race, then exactly one succeeds and the other gets 409', async () => {
    const viewing = await proposed();
    const results = await Promise.all([
      act(poster, viewing.id, 'accept', { slot: 0 }),
      act(poster, viewing.id, 'accept', { slot: 1 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body as Viewing;
    const stored = (await db().doc(`viewings/${viewing.id}`).get()).data()!;
    expect(stored.confirmedSlot).toBe(winner.confirmedSlot);
    const lines = (await thread(seeker)).messages.filter((m) => m.text.startsWith('Accepted'));
    expect(lines).toHaveLength(1);
  });

  it('when the other side declines with new times, then the first is declined and replaced by their proposal, which the first proposer can accept', async () => {
    const viewing = await proposed();
    const { body } = await act(poster, viewing.id, 'decline', {
      reason: 'Working then',
      proposal: proposal({ slots: [slot(5, '09:00')] }),
    }).expect(200);
    expect(body.declined).toMatchObject({
      status: 'declined',
      cancelReason: 'Working then',
      replacedBy: body.proposal.id,
    });
    expect(body.proposal).toMatchObject({ status: 'proposed', proposedBy: 'me' });
    expect((await thread(seeker)).messages.at(-1)!.text).toBe(
      'Declined the viewing and proposed new times',
    );
    await act(seeker, body.proposal.id, 'accept', { slot: 0 }).expect(200);
  });

  it('when the other side declines without new times, then the thread says so and a new proposal may follow', async () => {
    const viewing = await proposed();
    const { body } = await act(poster, viewing.id, 'decline').expect(200);
    expect(body).toMatchObject({ declined: { status: 'declined' }, proposal: null });
    expect((await thread(seeker)).messages.at(-1)!.text).toBe('Declined the viewing');
    await proposed(poster);
  });

  it('when the other side declines, with new times or without, then each decline counts once against the daily viewing limit', async () => {
    const viewing = await proposed();
    const { body } = await act(poster, viewing.id, 'decline', {
      proposal: proposal({ slots: [slot(5, '09:00')] }),
    }).expect(200);
    expect(await viewingActionsToday(poster)).toBe(1);
    await act(seeker, body.proposal.id, 'decline', { reason: 'Away that week' }).expect(200);
    expect(await viewingActionsToday(seeker)).toBe(2);
  });

  it('when a member declines without new times past the daily limit, then 429 and nothing is written', async () => {
    const first = await proposed();
    await act(poster, first.id, 'decline').expect(200);
    const second = await proposed();
    process.env.RATE_LIMIT_VIEWINGS_PER_DAY = '1';
    const before = await dumpDatabase();
    const refused = await act(poster, second.id, 'decline', { reason: 'No' }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await dumpDatabase()).toEqual(before);
    expect((await thread(seeker)).messages.at(-1)!.text).toBe('Proposed a viewing');
  });

  it('when the proposer withdraws, then it is cancelled; a confirmed viewing needs a reason to cancel, which the thread shows', async () => {
    const first = await proposed();
    await act(poster, first.id, 'cancel').expect(409);
    const withdrawn = await act(seeker, first.id, 'cancel').expect(200);
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', cancelledBy: 'me' });

    const second = await proposed();
    await act(poster, second.id, 'accept', { slot: 0 }).expect(200);
    const before = await dumpDatabase();
    expect((await act(poster, second.id, 'cancel').expect(400)).body.error).toBe(
      'Say why you are cancelling',
    );
    expect(await dumpDatabase()).toEqual(before);
    const { body } = await act(poster, second.id, 'cancel', { reason: 'The room is let' }).expect(
      200,
    );
    expect(body).toMatchObject({ status: 'cancelled', cancelReason: 'The room is let' });
    expect((await thread(seeker)).messages.at(-1)!.text).toBe(
      'Cancelled the viewing: The room is let',
    );
  });
});

describe('after the viewing', () => {
  async function confirmed(): Promise<Viewing> {
    const viewing = await proposed();
    await act(poster, viewing.id, 'accept', { slot: 0 }).expect(200);
    return viewing;
  }

  it('when an outcome is given before the end, then 409; after it, both "We met" make it done and the poster card says 1, once', async () => {
    const viewing = await confirmed();
    const early = await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(409);
    expect(early.body.error).toBe(VIEWING_NOT_OVER);
    await moveToPast(viewing.id);
    const one = await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    expect(one.body).toMatchObject({ status: 'confirmed', myOutcome: 'met', theirOutcome: null });
    const both = await act(poster, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    expect(both.body).toMatchObject({ status: 'done', myOutcome: 'met', theirOutcome: 'met' });
    const details = async () =>
      (await api().get(`/posts/${postId}`).set(bearer(stranger)).expect(200)).body.poster;
    expect((await details()).viewingsHeld).toBe(1);
    // Saying it again counts nothing more; changing it is refused.
    await act(poster, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    await act(seeker, viewing.id, 'outcome', { outcome: 'no-show' }).expect(409);
    expect((await details()).viewingsHeld).toBe(1);
    const list = await api().get('/posts').expect(200);
    expect(list.body[0].poster).not.toHaveProperty('viewingsHeld');
  });

  it('when a side says how an ended viewing went, then the conversation no longer names it as its booking', async () => {
    const viewing = await confirmed();
    expect((await db().doc(`conversations/${conversationId}`).get()).get('confirmedViewing')).toBe(
      viewing.id,
    );
    await moveToPast(viewing.id);
    await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    const stored = await db().doc(`conversations/${conversationId}`).get();
    expect(stored.get('confirmedViewing')).toBeUndefined();
  });

  it('when a side says how it went, then the answer counts once against the daily viewing limit; an early, repeated or changed answer counts nothing', async () => {
    const viewing = await confirmed();
    expect(await viewingActionsToday(seeker)).toBe(1);
    await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(409);
    expect(await viewingActionsToday(seeker)).toBe(1);
    await moveToPast(viewing.id);
    await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    expect(await viewingActionsToday(seeker)).toBe(2);
    await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    await act(seeker, viewing.id, 'outcome', { outcome: 'no-show' }).expect(409);
    expect(await viewingActionsToday(seeker)).toBe(2);
  });

  it('when a member says how it went past the daily limit, then 429 with Retry-After and nothing is written; the same answer again still gets 200', async () => {
    const viewing = await confirmed();
    await moveToPast(viewing.id);
    await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    process.env.RATE_LIMIT_VIEWINGS_PER_DAY = '1';
    const before = await dumpDatabase();
    const refused = await act(poster, viewing.id, 'outcome', { outcome: 'met' }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await dumpDatabase()).toEqual(before);
    const again = await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    expect(again.body).toMatchObject({ status: 'confirmed', myOutcome: 'met', theirOutcome: null });
    expect(await dumpDatabase()).toEqual(before);
  });

  it("when one side says they didn't come, then it is done but not held", async () => {
    const viewing = await confirmed();
    await moveToPast(viewing.id);
    await act(seeker, viewing.id, 'outcome', { outcome: 'no-show' }).expect(200);
    await act(poster, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    const details = await api().get(`/posts/${postId}`).expect(200);
    expect(details.body.poster.viewingsHeld).toBe(0);
  });

  it('when a participant whose e-mail is no longer verified says how it went, then 403 "Please verify…" and nothing is written; verified again, it counts', async () => {
    const viewing = await confirmed();
    await moveToPast(viewing.id);
    await act(seeker, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    const unverifiedPoster = await unverified(poster);
    const before = await dumpDatabase();
    for (const outcome of ['met', 'no-show']) {
      const refused = await act(unverifiedPoster, viewing.id, 'outcome', { outcome }).expect(403);
      expect(refused.body.error).toBe(VERIFY_EMAIL_FIRST);
    }
    expect(await dumpDatabase()).toEqual(before);
    const details = async () =>
      (await api().get(`/posts/${postId}`).expect(200)).body.poster.viewingsHeld as number;
    expect(await details()).toBe(0);

    await emulator.markVerified(poster.uid);
    const verifiedAgain = { ...poster, token: await signIn(poster.email) };
    const { body } = await act(verifiedAgain, viewing.id, 'outcome', { outcome: 'met' }).expect(
      200,
    );
    expect(body).toMatchObject({ status: 'done', myOutcome: 'met', theirOutcome: 'met' });
    expect(await details()).toBe(1);
  });
});

describe('"Viewings held": only distinct, established, verified members, once per pair', () => {
  /** A viewing in `conversation` proposed by `by`, accepted by `answerer`, over, both "We met". */
  async function heldBetween(by: TestUser, answerer: TestUser, conversation: string) {
    const viewing = (await propose(by, proposal(), conversation).expect(201)).body as Viewing;
    await act(answerer, viewing.id, 'accept', { slot: 0 }).expect(200);
    await moveToPast(viewing.id);
    await act(by, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    const done = await act(answerer, viewing.id, 'outcome', { outcome: 'met' }).expect(200);
    expect(done.body).toMatchObject({ status: 'done', myOutcome: 'met', theirOutcome: 'met' });
    return viewing.id;
  }
  const badgeOf = async (listing: string) =>
    (await api().get(`/posts/${listing}`).expect(200)).body.poster.viewingsHeld as number;
  const heldWith = async (uid: string) =>
    (await db().collection(`posterStats/${uid}/heldWith`).get()).docs.map((d) => d.id);

  it('when two accounts made minutes ago propose, accept and both say "We met" (twice), then it is done but the badge stays 0', async () => {
    const fresh = await signUp('fresh-poster@example.com', 'Fresh Poster');
    const sock = await signUp('sock@example.com', 'Sock Puppet');
    const listing = await createPostAs(fresh);
    const started = await api()
      .post('/conversations')
      .set(bearer(sock))
      .send({ postId: listing, text: 'Hi' })
      .expect(201);
    const conversation = started.body.conversation._id as string;
    const first = await heldBetween(sock, fresh, conversation);
    await heldBetween(fresh, sock, conversation);
    expect(await badgeOf(listing)).toBe(0);
    expect((await db().doc(`viewings/${first}`).get()).get('heldCounted')).toBe(false);
    expect(await heldWith(fresh.uid)).toEqual([]);
  });

  it('when an established pair meets again, about the same or another listing, then the badge counts them once; another established member counts one more', async () => {
    await heldBetween(seeker, poster, conversationId);
    expect(await badgeOf(postId)).toBe(1);
    expect(await heldWith(poster.uid)).toEqual([memberKey({ ...seeker, emailVerified: true })]);
    await heldBetween(poster, seeker, conversationId);
    await heldBetween(seeker, poster, await anotherConversation());
    expect(await badgeOf(postId)).toBe(1);

    const started = await api()
      .post('/conversations')
      .set(bearer(stranger))
      .send({ postId, text: 'Could I see it too?' })
      .expect(201);
    await heldBetween(stranger, poster, started.body.conversation._id as string);
    expect(await badgeOf(postId)).toBe(2);
  });

  it('when an established poster meets a seeker whose account was made after a day-old one would be, then it does not count', async () => {
    const newcomer = await signUp('newcomer@example.com', 'New Comer', { createdAt: daysAgo(0.5) });
    const started = await api()
      .post('/conversations')
      .set(bearer(newcomer))
      .send({ postId, text: 'Hello' })
      .expect(201);
    await heldBetween(newcomer, poster, started.body.conversation._id as string);
    expect(await badgeOf(postId)).toBe(0);
  });
});

describe('moving a confirmed viewing', () => {
  /** A proposal by `by` of one time `days` ahead, accepted by the other side. */
  async function booked(by: TestUser, days: number, time = '18:00'): Promise<Viewing> {
    const viewing = await proposed(by, proposal({ slots: [slot(days, time)] }));
    const answerer = by === seeker ? poster : seeker;
    return (await act(answerer, viewing.id, 'accept', { slot: 0 }).expect(200)).body as Viewing;
  }
  const stored = async (id: string) => (await db().doc(`viewings/${id}`).get()).data()!;
  const conversationDoc = async () =>
    (await db().doc(`conversations/${conversationId}`).get()).data()!;
  const upcomingIds = async (user: TestUser) =>
    (await api().get('/viewings?when=upcoming').set(bearer(user)).expect(200)).body.map(
      (v: Viewing) => v.id,
    );

  it('when a confirmed viewing gets another time proposed in its thread and that is accepted, then the first is cancelled as moved to the new time, the new one is confirmed and is the only upcoming viewing for both', async () => {
    const first = await booked(seeker, 3);
    const before = Date.now();
    const second = await booked(poster, 5, '10:00');
    expect(second).toMatchObject({ status: 'confirmed', confirmedSlot: 0 });

    const label = slotLabel(new Date(second.slots[0]!.start), ZONE);
    const moved = await stored(first.id);
    expect(moved).toMatchObject({
      status: 'cancelled',
      cancelReason: viewingMovedReason(label),
      cancelledBy: seeker.uid,
    });
    expect(moved.cancelReason).toMatch(
      /^Moved to \w{3}, \w{3} \d{1,2}, 10:00 AM \(New York time\)$/,
    );
    expect((moved.pastAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before);
    expect((moved.pastAt as Timestamp).toMillis()).toBeLessThanOrEqual(Date.now());
    expect(await conversationDoc()).toMatchObject({ confirmedViewing: second.id });
    expect(await conversationDoc()).not.toHaveProperty('openViewing');

    for (const user of [poster, seeker]) expect(await upcomingIds(user)).toEqual([second.id]);
    const listed = await api()
      .get(`/conversations/${conversationId}/viewings`)
      .set(bearer(poster))
      .expect(200);
    expect(listed.body.find((v: Viewing) => v.id === first.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: `Moved to ${label}`,
      cancelledBy: 'them',
    });
    // One line for the move: the acceptance, no separate cancellation.
    const lines = (await thread(poster)).messages.filter((m) => m.kind === 'viewing');
    expect(lines.map((m) => m.text)).toEqual([
      'Proposed a viewing',
      expect.stringMatching(/^Accepted the viewing on /),
      'Proposed a viewing',
      `Accepted the viewing on ${label}`,
    ]);
  });

  it('when the first confirmed viewing has ended before another time is accepted, then it stays confirmed for how it went', async () => {
    const first = await booked(seeker, 3);
    await moveToPast(first.id);
    const second = await booked(poster, 5);
    expect(await stored(first.id)).toMatchObject({ status: 'confirmed', cancelReason: '' });
    expect(await conversationDoc()).toMatchObject({ confirmedViewing: second.id });
    await act(seeker, first.id, 'outcome', { outcome: 'met' }).expect(200);
    await act(poster, first.id, 'outcome', { outcome: 'met' }).expect(200);
    expect(await stored(first.id)).toMatchObject({ status: 'done' });
    // The ended viewing's answers leave the new booking in place.
    expect(await conversationDoc()).toMatchObject({ confirmedViewing: second.id });
    expect(await upcomingIds(seeker)).toEqual([second.id]);
  });

  it('when the new viewing is cancelled afterwards, then the moved one stays as it was and the conversation has no booking', async () => {
    const first = await booked(seeker, 3);
    const second = await booked(poster, 5);
    const moved = await stored(first.id);
    await act(poster, second.id, 'cancel', { reason: 'Something came up' }).expect(200);
    expect(await stored(first.id)).toEqual(moved);
    expect(await stored(second.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Something came up',
    });
    expect(await conversationDoc()).not.toHaveProperty('confirmedViewing');
    for (const user of [poster, seeker]) expect(await upcomingIds(user)).toEqual([]);
  });
});

describe('GET /viewings', () => {
  it('when a member has upcoming and past viewings, then each list pages with X-Next-Cursor (upcoming soonest first, past newest first)', async () => {
    const ids: string[] = [];
    const conversations = [
      conversationId,
      await anotherConversation(),
      await anotherConversation(),
    ];
    for (const [i, days] of [6, 2, 4].entries()) {
      const body = proposal({ slots: [slot(days)] });
      const viewing = (await propose(seeker, body, conversations[i]).expect(201)).body as Viewing;
      await act(poster, viewing.id, 'accept', { slot: 0 }).expect(200);
      ids.push(viewing.id);
    }
    const cancelled: string[] = [];
    for (const days of [3, 5]) {
      const viewing = await proposed(seeker, proposal({ slots: [slot(days)] }));
      await act(seeker, viewing.id, 'cancel').expect(200);
      cancelled.push(viewing.id);
    }
    const page = (query: string) => api().get(`/viewings?${query}`).set(bearer(poster)).expect(200);

    const first = await page('when=upcoming&limit=2');
    expect(first.body.map((v: Viewing) => v.id)).toEqual([ids[1], ids[2]]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const second = await page(`when=upcoming&limit=2&cursor=${cursor}`);
    expect(second.body.map((v: Viewing) => v.id)).toEqual([ids[0]]);
    expect(second.headers['x-next-cursor']).toBeUndefined();

    const past1 = await page('when=past&limit=1');
    expect(past1.body.map((v: Viewing) => v.id)).toEqual([cancelled[1]]);
    expect(past1.body[0]).toMatchObject({ status: 'cancelled', otherName: 'Sam Seeker' });
    const past2 = await page(`when=past&limit=1&cursor=${past1.headers['x-next-cursor']}`);
    expect(past2.body.map((v: Viewing) => v.id)).toEqual([cancelled[0]]);
    expect(past2.headers['x-next-cursor']).toBeUndefined();

    const theirs = await api().get('/viewings?when=upcoming').set(bearer(stranger)).expect(200);
    expect(theirs.body).toEqual([]);
    await api().get('/viewings?when=soon').set(bearer(poster)).expect(400);
    await api().get('/viewings?when=past&cursor=abc').set(bearer(poster)).expect(400);
    await api().get('/viewings?when=past').expect(401);
  });
});

/** Unfolds an iCalendar text (RFC 5545 §3.1) into its content lines. */
function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
/** A property's value (the first one), unescaped. */
function icsValue(lines: string[], name: string): string | undefined {
  const line = lines.find((l) => l.split(/[:;]/)[0] === name);
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;\\])/g, '$1');
}
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('GET /viewings/:id/calendar.ics', () => {
  it('when a participant downloads a confirmed viewing, then the file parses back to one event with the title, times, area and thread link, a stable UID and no contact details', async () => {
    const viewing = await proposed();
    await api().get(`/viewings/${viewing.id}/calendar.ics`).set(bearer(seeker)).expect(409);
    const accepted = (await act(poster, viewing.id, 'accept', { slot: 1 }).expect(200))
      .body as Viewing;
    const download = (user: TestUser) =>
      api().get(`/viewings/${viewing.id}/calendar.ics`).set(bearer(user)).expect(200);
    const response = await download(seeker);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const text = response.text;
    expect(text).not.toMatch(/555-01|@example\.com|Call /);
    const lines = icsLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(icsValue(lines, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(lines, 'SUMMARY')).toBe('Room viewing: Sunny room near the park');
    const chosen = accepted.slots[1]!;
    expect(icsValue(lines, 'DTSTART')).toBe(icsTime(chosen.start));
    expect(icsValue(lines, 'DTEND')).toBe(icsTime(chosen.end));
    expect(icsValue(lines, 'LOCATION')).toBe('Brooklyn, NY');
    expect(icsValue(lines, 'DESCRIPTION')).toContain(`/messages/${conversationId}`);
    const uid = icsValue(lines, 'UID');
    expect(uid).toMatch(new RegExp(`^viewing-${viewing.id}@`));
    const other = icsLines((await download(poster)).text);
    expect(icsValue(other, 'UID')).toBe(uid);
  });
});

describe('the reminder job', () => {
  it('when it runs within a day of a confirmed viewing, then both sides get one notification and one e-mail, once; a later viewing waits', async () => {
    const soon = await proposed(seeker, proposal({ slots: [slot(2)] }));
    const confirmed = (await act(poster, soon.id, 'accept', { slot: 0 }).expect(200))
      .body as Viewing;
    const elsewhere = await anotherConversation();
    const later = (await propose(seeker, proposal({ slots: [slot(10)] }), elsewhere).expect(201))
      .body as Viewing;
    await act(poster, later.id, 'accept', { slot: 0 }).expect(200);
    const start = Date.parse(confirmed.slots[0]!.start);

    // Two days before: nothing yet.
    expect((await remindViewings(new Date(start - 2 * DAY_MS))).reminded).toBe(0);
    const clock = new Date(start - 20 * 3600 * 1000);
    expect((await remindViewings(clock)).reminded).toBe(1);
    expect((await remindViewings(new Date(clock.getTime() + 3600 * 1000))).reminded).toBe(0);

    for (const user of [poster, seeker]) {
      const { body } = await api().get('/users/me/notifications').set(bearer(user)).expect(200);
      expect(body.notifications).toEqual([
        expect.objectContaining({
          kind: 'viewing-reminder',
          viewingId: soon.id,
          postTitle: 'Sunny room near the park',
          start: confirmed.slots[0]!.start,
          timeZone: ZONE,
          read: false,
        }),
      ]);
    }
    const mail = await db()
      .collection('outbox')
      .where('template.name', '==', 'viewing-reminder')
      .get();
    expect(mail.docs.map((d) => d.get('toUids')[0]).sort()).toEqual(
      [poster.uid, seeker.uid].sort(),
    );
    expect(mail.docs[0]!.get('kind')).toBe('messages');
    expect(mail.docs[0]!.get('template.data')).toMatchObject({
      conversationId,
      area: 'Brooklyn, NY',
    });
    expect((await db().doc(`viewings/${soon.id}`).get()).get('reminded')).toBe(true);
    expect((await db().doc(`viewings/${later.id}`).get()).get('reminded')).toBe(false);
  });
});

describe('never pay before you have seen the room', () => {
  const say = (user: TestUser, text: string) =>
    api().post(`/conversations/${conversationId}/messages`).set(bearer(user)).send({ text });

  it("when the seeker writes scam phrases, then no banner; when the poster refuses a viewing, then the seeker's conversation carries the warning, the poster's doesn't", async () => {
    await say(seeker, 'Can I send the deposit by Zelle?').expect(201);
    expect((await thread(seeker)).conversation.neverPayWarning).toBe(false);
    await say(
      poster,
      "I'm abroad, so I can't show you the room. Send the deposit and I'll mail the keys",
    ).expect(201);
    expect((await thread(seeker)).conversation.neverPayWarning).toBe(true);
    expect((await thread(poster)).conversation.neverPayWarning).toBe(false);
    const inbox = await api().get('/conversations').set(bearer(seeker)).expect(200);
    expect(inbox.body[0].neverPayWarning).toBe(true);
  });
});
