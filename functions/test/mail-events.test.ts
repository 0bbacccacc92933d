// The events that queue e-mails, on the emulator: each writes its outbox
// document (outbox/{key}) in its own transaction, exactly once. Messages
// (throttled per conversation and recipient), saved-search and match alerts
// (instant, daily digest or off, as the member chose), expiry reminders and a
// moderator's removal. Sending them is the sender's part (mail delivery
// tests); here the outbox documents themselves are checked.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PREFERENCES,
  MESSAGE_EMAIL_WINDOW_MINUTES,
  type EmailPreferences,
} from '../src/contract/email';
import { auth, db } from '../src/lib/firebase';
import { alertMailKey } from '../src/mail/alert-mail';
import { digestMailKey, MAIL_DIGESTS, sendDailyDigests } from '../src/mail/digest';
import { mailOutbox } from '../src/mail/outbox';
import { expiryReminderKey, queueExpiryReminders } from '../src/mail/expiry-reminders';
import {
  CONTACT_SHARED_PREVIEW,
  MESSAGE_MAIL_COUNTS,
  messageMailCaps,
} from '../src/mail/message-mail';
import { notifySeekersOfListing, roomMatchId } from '../src/notifications/match-alerts';
import { notifySavedSearchOwners } from '../src/notifications/on-listing-written';
import { notificationId } from '../src/saved-searches/stored';
import { sweepExpiredListings } from '../src/lifecycle/sweep';
import {
  api,
  backgroundTriggers,
  bearer,
  createPostAs,
  dumpDatabase,
  insertPosts,
  readPost,
  resetEmulators,
  signIn,
  signUp,
  type TestUser,
} from './helpers';
import { createRoom, postAd } from './match-support';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/**
 * 08:00 UTC tomorrow: a digest run's "morning". A fixed time of day, so an
 * hour later is still the same UTC day (digests are keyed by it) whenever the
 * suite runs, 23:30 included.
 */
const tomorrowMorning = () => {
  const today = new Date(new Date().toISOString().slice(0, 10));
  return new Date(today.getTime() + DAY + 8 * 60 * MINUTE);
};

let leo: TestUser;
let maya: TestUser;

// The deployed triggers (the alerts, and the sender, which would change the
// outbox documents these tests read) would race the tests' own calls.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeEach(async () => {
  await resetEmulators();
  [leo, maya] = await Promise.all([
    signUp('leo@example.com', 'Leo Poster'),
    signUp('maya@example.com', 'Maya Seeker'),
  ]);
});

type OutboxDoc = {
  id: string;
  toUids: string[];
  template: { name: string; data: Record<string, unknown> };
  kind: string;
  idempotencyKey: string;
  status: string;
  attempts: number;
  sendAfter: Timestamp;
};

/** Every outbox document, oldest first. */
async function outbox(): Promise<OutboxDoc[]> {
  const { docs } = await db().collection('outbox').orderBy('createdAt').get();
  return docs.map((d) => ({ id: d.id, ...d.data() }) as OutboxDoc);
}
const outboxOf = async (template: string, user?: TestUser) =>
  (await outbox()).filter(
    (doc) => doc.template.name === template && (!user || doc.toUids[0] === user.uid),
  );

/** The member's e-mail choices as the profile stores them. */
const choose = (
  user: TestUser,
  choices: Partial<EmailPreferences>,
  emailUpdates = true,
): Promise<unknown> =>
  db()
    .doc(`users/${user.uid}`)
    .set(
      {
        email: user.email,
        preferences: { notifications: true, emailUpdates },
        emailPreferences: { ...DEFAULT_EMAIL_PREFERENCES, ...choices },
      },
      { merge: true },
    );

describe('message e-mails', () => {
  let postId: string;
  let conversationId: string;

  beforeEach(async () => {
    postId = await createPostAs(leo);
  });

  const start = async (text: string) => {
    const { body } = await api()
      .post('/conversations')
      .set(bearer(maya))
      .send({ postId, text })
      .expect(201);
    conversationId = body.conversation._id as string;
  };
  const write = (user: TestUser, text: string) =>
    api()
      .post(`/conversations/${conversationId}/messages`)
      .set(bearer(user))
      .send({ text })
      .expect(201);
  const read = (user: TestUser) =>
    api().post(`/conversations/${conversationId}/read`).set(bearer(user)).expect(200);
  /** As if Leo's last e-mail of this conversation was queued `minutes` ago. */
  const mailedMinutesAgo = (user: TestUser, minutes: number) =>
    db()
      .doc(`conversations/${conversationId}`)
      .update({ [`mailedAt.${user.uid}`]: Timestamp.fromMillis(Date.now() - minutes * MINUTE) });

  it("when Maya writes three messages in a minute, then Leo's outbox has one e-mail with who wrote, the start of the first and the listing", async () => {
    await start('Hi! Is the room still free?\nI could come by on Sunday.');
    await write(maya, 'I am a quiet designer.');
    await write(maya, 'And I have no pets.');

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      toUids: [leo.uid],
      kind: 'messages',
      status: 'pending',
      attempts: 0,
      template: {
        name: 'new-message',
        data: {
          conversationId,
          senderName: 'Maya Seeker',
          preview: 'Hi! Is the room still free?',
          about: 'Sunny room near the park',
        },
      },
    });
    expect(mail!.id).toMatch(new RegExp(`^message_${conversationId}_${leo.uid}_\\d+$`));
    expect(mail!.idempotencyKey).toBe(mail!.id);
    // The time is kept on the conversation, for the next message's decision.
    const conversation = await db().doc(`conversations/${conversationId}`).get();
    expect(conversation.get(`mailedAt.${leo.uid}`)).toBeInstanceOf(Timestamp);
  });

  it("when Leo replies, then Maya gets her own e-mail, whatever Leo's throttle says", async () => {
    await start('Hi! Is the room still free?');
    await write(leo, 'Yes, come by on Sunday.');
    await write(leo, 'At 4pm?');
    expect((await outboxOf('new-message', maya)).map((m) => m.template.data)).toEqual([
      {
        conversationId,
        senderName: 'Leo Poster',
        preview: 'Yes, come by on Sunday.',
        about: 'Sunny room near the park',
      },
    ]);
    expect(await outboxOf('new-message', leo)).toHaveLength(1);
  });

  it('when Leo reads the conversation between two of her messages, then the next one e-mails him again, and one more unread message does not', async () => {
    await start('Hi! Is the room still free?');
    await read(leo);
    await write(maya, 'Could I see it on Sunday?');
    await write(maya, 'Or Monday?');
    const mails = await outboxOf('new-message', leo);
    expect(mails.map((m) => m.template.data.preview)).toEqual([
      'Hi! Is the room still free?',
      'Could I see it on Sunday?',
    ]);
  });

  it(`when Leo leaves her messages unread for ${MESSAGE_EMAIL_WINDOW_MINUTES} minutes, then the next one e-mails him again, and not a minute sooner`, async () => {
    await start('Hi! Is the room still free?');
    await mailedMinutesAgo(leo, MESSAGE_EMAIL_WINDOW_MINUTES - 1);
    await write(maya, 'Still there?');
    expect(await outboxOf('new-message', leo)).toHaveLength(1);

    await mailedMinutesAgo(leo, MESSAGE_EMAIL_WINDOW_MINUTES);
    await write(maya, 'Just checking again.');
    const mails = await outboxOf('new-message', leo);
    expect(mails.map((m) => m.template.data.preview)).toEqual([
      'Hi! Is the room still free?',
      'Just checking again.',
    ]);
    expect(new Set(mails.map((m) => m.id)).size).toBe(2);
  });

  it('when Leo shares his contact details, then the e-mail says so without the details', async () => {
    await db().doc(`users/${leo.uid}`).set({ phoneNumber: '555-0199' }, { merge: true });
    await start('Hi! Is the room still free?');
    await api().post(`/conversations/${conversationId}/share-contact`).set(bearer(leo)).expect(201);
    const [mail] = await outboxOf('new-message', maya);
    expect(mail!.template.data.preview).toBe(CONTACT_SHARED_PREVIEW);
    expect(JSON.stringify(await outbox())).not.toContain('555-0199');
  });

  it('when a message is refused (Leo blocked Maya), then no e-mail is queued and nothing changes', async () => {
    await start('Hi! Is the room still free?');
    await read(leo);
    await api().post(`/conversations/${conversationId}/block`).set(bearer(leo)).expect(200);
    const before = await dumpDatabase();
    await api()
      .post(`/conversations/${conversationId}/messages`)
      .set(bearer(maya))
      .send({ text: 'Hello?' })
      .expect(403);
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('message e-mails across conversations', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** Opens a conversation about each listing as `from`, one message each. */
  const openAbout = async (from: TestUser, postIds: string[]) => {
    const ids: string[] = [];
    for (const postId of postIds) {
      const { body } = await api()
        .post('/conversations')
        .set(bearer(from))
        .send({ postId, text: `Is ${postId} still free?` })
        .expect(201);
      ids.push(body.conversation._id as string);
    }
    return ids;
  };
  const messagesIn = async (conversationId: string) =>
    (await db().collection(`conversations/${conversationId}/messages`).get()).size;

  it(`when Maya opens a conversation about each of Leo's five listings, then Leo gets ${messageMailCaps().perSender} e-mails from her this hour, and every message`, async () => {
    const postIds: string[] = [];
    for (let i = 0; i < 5; i++) postIds.push(await createPostAs(leo, { title: `Room ${i}` }));
    const conversations = await openAbout(maya, postIds);

    const mails = await outboxOf('new-message', leo);
    expect(mails.map((m) => m.template.data.conversationId)).toEqual(
      conversations.slice(0, messageMailCaps().perSender),
    );
    // The messages all arrived; only the e-mails were held back.
    for (const id of conversations) expect(await messagesIn(id)).toBe(1);
    // A held-back conversation keeps no mailedAt: its next message after the hour may e-mail.
    const held = await db()
      .doc(`conversations/${conversations.at(-1)}`)
      .get();
    expect(held.get(`mailedAt.${leo.uid}`)).toBeUndefined();
  });

  it("when Leo's e-mails from Maya are capped, then Sam's still reach him, up to the hour's total for Leo", async () => {
    process.env.MESSAGE_EMAILS_PER_SENDER_PER_HOUR = '1';
    process.env.MESSAGE_EMAILS_PER_RECIPIENT_PER_HOUR = '2';
    const sam = await signUp('sam@example.com', 'Sam Seeker');
    const tess = await signUp('tess@example.com', 'Tess Seeker');
    const [first, second] = [await createPostAs(leo), await createPostAs(leo)];
    await openAbout(maya, [first!, second!]);
    const [samsConversation] = await openAbout(sam, [first!]);
    await openAbout(tess, [first!]);

    const mails = await outboxOf('new-message', leo);
    expect(mails.map((m) => m.template.data.senderName)).toEqual(['Maya Seeker', 'Sam Seeker']);
    expect(mails[1]!.template.data.conversationId).toBe(samsConversation);
  });

  it('when the hour of the counts has passed, then the next message e-mails again', async () => {
    process.env.MESSAGE_EMAILS_PER_SENDER_PER_HOUR = '1';
    const [first, second] = [await createPostAs(leo), await createPostAs(leo)];
    await openAbout(maya, [first!]);
    // As if those counts were of the hour before.
    const counts = db().collection(MESSAGE_MAIL_COUNTS).doc(leo.uid);
    await counts.update({ hour: (await counts.get()).get('hour') - 1 });
    await openAbout(maya, [second!]);
    expect(await outboxOf('new-message', leo)).toHaveLength(2);
  });

  it('when a member deletes their account, then their e-mail counts go with it', async () => {
    const postId = await createPostAs(leo);
    await openAbout(maya, [postId]);
    expect((await db().collection(MESSAGE_MAIL_COUNTS).doc(leo.uid).get()).exists).toBe(true);
    await api()
      .delete(`/users/${encodeURIComponent(leo.email)}`)
      .set(bearer(leo))
      .expect(200);
    expect((await db().collection(MESSAGE_MAIL_COUNTS).doc(leo.uid).get()).exists).toBe(false);
  });
});

describe('alert e-mails', () => {
  const saveSearch = async (user: TestUser, name: string) =>
    (
      await api()
        .post('/users/me/saved-searches')
        .set(bearer(user))
        .send({ name, filters: { location: 'brooklyn' } })
        .expect(201)
    ).body.search.id as string;
  /** The saved-search trigger's logic for the listing's current document. */
  const listingPosted = async (postId: string) =>
    notifySavedSearchOwners({ db: db(), before: undefined, after: await readPost(postId), postId });
  const digestOf = async (user: TestUser) =>
    (await db().doc(`mailDigests/${user.uid}`).get()).data();

  it("when Leo chose instant alerts and a listing matches his search, then one 'alert' e-mail keyed by the alert, however often the event comes", async () => {
    await choose(leo, { alerts: 'instant' });
    const searchId = await saveSearch(leo, 'Brooklyn rooms');
    const postId = await createPostAs(maya);

    await listingPosted(postId);
    await listingPosted(postId);
    await Promise.all([listingPosted(postId), listingPosted(postId)]);

    const key = alertMailKey(notificationId(searchId, postId));
    expect(await outbox()).toEqual([
      expect.objectContaining({
        id: key,
        idempotencyKey: key,
        toUids: [leo.uid],
        kind: 'alerts',
        template: {
          name: 'alert',
          data: {
            item: {
              kind: 'saved-search-match',
              searchName: 'Brooklyn rooms',
              postId,
              title: 'Sunny room near the park',
              location: 'Brooklyn, NY',
              rentAmount: 950,
            },
          },
        },
      }),
    ]);
    // The alert itself is stored as before.
    const alert = await db()
      .doc(`notifications/${notificationId(searchId, postId)}`)
      .get();
    expect(alert.data()).toMatchObject({
      ownerId: leo.uid,
      kind: 'saved-search-match',
      searchId,
      searchName: 'Brooklyn rooms',
      postId,
      read: false,
    });
  });

  it("when Leo chose instant alerts and a new listing meets his Room wanted ad, then one 'alert' e-mail for the match", async () => {
    await choose(leo, { alerts: 'instant' });
    const adId = await postAd(leo);
    const postId = await createRoom(maya);
    const written = async () =>
      notifySeekersOfListing({
        db: db(),
        before: undefined,
        after: await readPost(postId),
        postId,
      });

    expect(await written()).toMatchObject({ created: 1 });
    expect(await written()).toMatchObject({ created: 0 });

    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      id: alertMailKey(roomMatchId(postId, adId)),
      toUids: [leo.uid],
      template: {
        name: 'alert',
        data: { item: { kind: 'room-match', postId, title: 'Quiet room in Williamsburg' } },
      },
    });
  });

  it("when Leo chose a daily digest, then each alert joins his digest once, and the day's run queues one 'alert-digest' e-mail, however often it runs", async () => {
    await choose(leo, { alerts: 'daily' });
    await saveSearch(leo, 'Brooklyn rooms');
    const first = await createPostAs(maya, { title: 'First room' });
    const second = await createPostAs(maya, { title: 'Second room' });
    await listingPosted(first);
    await listingPosted(second);
    await listingPosted(second);

    const digest = await digestOf(leo);
    expect(digest?.items.map((i: { title: string }) => i.title)).toEqual([
      'Second room',
      'First room',
    ]);
    expect(digest?.more).toBe(0);
    expect(digest?.firstAt).toBeInstanceOf(Timestamp);
    expect(await outbox()).toEqual([]);

    const morning = tomorrowMorning();
    expect(await sendDailyDigests(morning)).toMatchObject({ queued: 1 });
    expect(await sendDailyDigests(morning)).toMatchObject({ queued: 0 });

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      id: digestMailKey(leo.uid, morning),
      toUids: [leo.uid],
      kind: 'alerts',
      template: {
        name: 'alert-digest',
        data: { items: digest!.items, more: 0 },
      },
    });
    expect(await digestOf(leo)).toBeUndefined();
  });

  it("when an alert arrives after the day's digest went out, then it waits for the next day's", async () => {
    await choose(leo, { alerts: 'daily' });
    await saveSearch(leo, 'Brooklyn rooms');
    await listingPosted(await createPostAs(maya, { title: 'First room' }));
    const morning = tomorrowMorning();
    await sendDailyDigests(morning);

    await listingPosted(await createPostAs(maya, { title: 'Later room' }));
    expect(await sendDailyDigests(new Date(morning.getTime() + 60 * MINUTE))).toMatchObject({
      queued: 0,
    });
    expect((await digestOf(leo))?.items).toHaveLength(1);

    const nextMorning = new Date(morning.getTime() + DAY);
    expect(await sendDailyDigests(nextMorning)).toMatchObject({ queued: 1 });
    const digests = await outboxOf('alert-digest', leo);
    expect(digests.map((m) => m.id)).toEqual([
      digestMailKey(leo.uid, morning),
      digestMailKey(leo.uid, nextMorning),
    ]);
    expect((digests[1]!.template.data.items as { title: string }[]).map((i) => i.title)).toEqual([
      'Later room',
    ]);
  });

  it('when more digests are pending than a page holds, then each member gets one, read page by page', async () => {
    const members = [leo, maya, await signUp('tess@example.com', 'Tess Third')];
    await Promise.all(members.map((m) => choose(m, { alerts: 'daily' })));
    for (const member of members) await saveSearch(member, 'Brooklyn rooms');
    const poster = await signUp('olivia@example.com', 'Olivia Owner');
    await listingPosted(await createPostAs(poster));

    const morning = tomorrowMorning();
    expect(await sendDailyDigests(morning, { pageSize: 2 })).toEqual({ queued: 3, pages: 2 });
    expect((await outboxOf('alert-digest')).map((m) => m.toUids[0]).sort()).toEqual(
      members.map((m) => m.uid).sort(),
    );
  });

  it('when Leo left alert e-mails off (the default), then the alert is made and no e-mail or digest', async () => {
    const searchId = await saveSearch(leo, 'Brooklyn rooms');
    const postId = await createPostAs(maya);
    await listingPosted(postId);
    expect(
      (
        await db()
          .doc(`notifications/${notificationId(searchId, postId)}`)
          .get()
      ).exists,
    ).toBe(true);
    expect(await outbox()).toEqual([]);
    expect(await digestOf(leo)).toBeUndefined();
  });

  it('when Leo turned e-mail updates off, then no alert e-mail is queued, instant or daily', async () => {
    await saveSearch(leo, 'Brooklyn rooms');
    await choose(leo, { alerts: 'instant' }, false);
    await listingPosted(await createPostAs(maya, { title: 'First room' }));
    await choose(leo, { alerts: 'daily' }, false);
    await listingPosted(await createPostAs(maya, { title: 'Second room' }));
    expect(await outbox()).toEqual([]);
    expect(await digestOf(leo)).toBeUndefined();
    expect((await db().collection('notifications').get()).size).toBe(2);
  });
});

describe('expiry reminders', () => {
  const expiresAtOf = async (postId: string) =>
    ((await readPost(postId))!.expiresAt as Timestamp).toMillis();
  /** A run of the daily job two hours past the moment that is three days before `expiresAt`. */
  const runBefore = (expiresAt: number) =>
    queueExpiryReminders(new Date(expiresAt - 3 * DAY + 120 * MINUTE));

  it('when a listing expires in three days, then its owner gets one reminder, however often the job runs', async () => {
    const postId = await createPostAs(leo);
    const expiresAt = await expiresAtOf(postId);

    expect(await runBefore(expiresAt)).toMatchObject({ listings: 1 });
    expect(await runBefore(expiresAt)).toMatchObject({ listings: 1 });
    // The next day's run no longer sees it.
    expect(await queueExpiryReminders(new Date(expiresAt - 2 * DAY + 120 * MINUTE))).toMatchObject({
      listings: 0,
    });

    const key = expiryReminderKey(postId, expiresAt);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        id: key,
        toUids: [leo.uid],
        kind: 'listings',
        template: {
          name: 'expiry-reminder',
          data: {
            postId,
            title: 'Sunny room near the park',
            expiresAt: new Date(expiresAt).toISOString(),
          },
        },
      }),
    ]);
  });

  it('when a listing expires later than three days, then the run leaves it for another day', async () => {
    const postId = await createPostAs(leo);
    const expiresAt = await expiresAtOf(postId);
    expect(await queueExpiryReminders(new Date(expiresAt - 4 * DAY))).toMatchObject({
      listings: 0,
    });
    expect(await outbox()).toEqual([]);
  });

  it('when the owner renews the listing, then the new expiry gets a reminder of its own', async () => {
    const postId = await createPostAs(leo);
    const first = await expiresAtOf(postId);
    await runBefore(first);
    await api().post(`/posts/${postId}/renew`).set(bearer(leo)).expect(200);
    const renewed = await expiresAtOf(postId);
    expect(renewed).toBeGreaterThan(first);

    // The first expiry's window again: the listing is no longer due then.
    await runBefore(first);
    await runBefore(renewed);
    expect((await outboxOf('expiry-reminder', leo)).map((m) => m.id).sort()).toEqual(
      [expiryReminderKey(postId, first), expiryReminderKey(postId, renewed)].sort(),
    );
  });

  it('when a listing is paused or already expired, then it gets no reminder', async () => {
    const paused = await createPostAs(leo);
    await api().post(`/posts/${paused}/pause`).set(bearer(leo)).expect(200);
    await insertPosts([{ id: 'gone', owner: leo, createdAt: new Date(Date.now() - 31 * DAY) }]);
    await sweepExpiredListings({ db: db() });
    expect((await readPost('gone'))!.status).toBe('expired');

    await runBefore(await expiresAtOf(paused));
    await runBefore(await expiresAtOf('gone'));
    expect(await outbox()).toEqual([]);
  });

  it('when more listings expire in the window than a page holds, then each gets one reminder', async () => {
    const start = Date.now() - 27 * DAY;
    await insertPosts(
      [0, 1, 2, 3, 4].map((n) => ({
        id: `room-${n}`,
        owner: n % 2 ? maya : leo,
        createdAt: new Date(start + n * MINUTE),
      })),
    );
    const firstExpiry = await expiresAtOf('room-0');
    const result = await queueExpiryReminders(new Date(firstExpiry - 3 * DAY + 60 * MINUTE), {
      pageSize: 2,
    });
    expect(result).toEqual({ listings: 5, pages: 3 });
    const reminders = await outboxOf('expiry-reminder');
    expect(reminders.map((m) => m.template.data.postId).sort()).toEqual([
      'room-0',
      'room-1',
      'room-2',
      'room-3',
      'room-4',
    ]);
    expect(reminders.filter((m) => m.toUids[0] === maya.uid)).toHaveLength(2);
  });
});

describe("a moderator's removal", () => {
  it("when a moderator removes Leo's listing, then Leo gets one 'listing-removed' e-mail with the title and the reason", async () => {
    const postId = await createPostAs(leo);
    const mona = await signUp('mona@example.com', 'Mona Moderator');
    await auth().setCustomUserClaims(mona.uid, { moderator: true });
    const moderator = { ...mona, token: await signIn(mona.email) };

    await api()
      .post(`/moderation/posts/${postId}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Asked for money before a viewing' })
      .expect(200);
    // A second try finds nothing to remove, and queues nothing.
    await api()
      .post(`/moderation/posts/${postId}/remove`)
      .set(bearer(moderator))
      .send({ reason: 'Asked for money before a viewing' })
      .expect(404);

    expect(await outbox()).toEqual([
      expect.objectContaining({
        id: `removed_${postId}`,
        toUids: [leo.uid],
        kind: 'account',
        template: {
          name: 'listing-removed',
          data: {
            postId,
            title: 'Sunny room near the park',
            reason: 'Asked for money before a viewing',
          },
        },
      }),
    ]);
  });
});

describe('account deletion', () => {
  it("when a member deletes their account, then their digest and every e-mail queued or sent to them go, and others' stay", async () => {
    const removal = { postId: 'gone', title: 'Sunny loft', reason: 'Duplicate' };
    await db().runTransaction(async (tx) => {
      const outbox = await mailOutbox(tx, ['leo-removal', 'maya-removal']);
      outbox.queue({
        key: 'leo-removal',
        uid: leo.uid,
        template: 'listing-removed',
        data: removal,
      });
      outbox.queue({
        key: 'maya-removal',
        uid: maya.uid,
        template: 'listing-removed',
        data: removal,
      });
    });
    await db()
      .collection(MAIL_DIGESTS)
      .doc(leo.uid)
      .set({ items: [], more: 0, firstAt: Timestamp.now() });

    await api().delete(`/users/${leo.email}`).set(bearer(leo)).expect(200);

    const paths = Object.keys(await dumpDatabase());
    expect(paths).not.toContain('outbox/leo-removal');
    expect(paths).not.toContain(`${MAIL_DIGESTS}/${leo.uid}`);
    expect(paths).toContain('outbox/maya-removal');
  });
});
