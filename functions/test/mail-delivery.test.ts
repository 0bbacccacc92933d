// The sender against the emulators and a real SMTP server in this process:
// exactly once, retries, failures, the checks that send nothing, the
// unsubscribe headers, and the Trigger Email extension's shape.
import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { auth, db } from '../src/lib/firebase';
import { BACKOFF_MINUTES, deliverDueMail, deliverMail, type MailDeps } from '../src/mail/deliver';
import type { MailConfig } from '../src/mail/config';
import type { MailRequest } from '../src/mail/templates/types';
import { backgroundTriggers, resetEmulators } from './helpers';
import {
  addMember,
  addressesIn,
  outboxDoc,
  queueMail,
  startSmtp,
  TEST_APP_URL,
  TEST_TOKEN_SECRET,
  testMailConfig,
  type Member,
  type TestSmtp,
} from './mail-support';

let smtp: TestSmtp;
let clock: Date;
let config: MailConfig;
const deps = (changes: Partial<MailDeps> = {}): MailDeps => ({
  db: db(),
  auth: auth(),
  config,
  now: () => clock,
  ...changes,
});
const later = (ms: number) => new Date(clock.getTime() + ms);
const MINUTE = 60_000;

// Under `npm test` the Functions emulator's sendOutboxMail trigger would race
// these tests for every document they queue; they call the sender themselves.
beforeAll(async () => {
  await backgroundTriggers(false);
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
  await backgroundTriggers(true);
});
beforeEach(async () => {
  await resetEmulators();
  smtp.reset();
  clock = new Date('2026-03-02T10:00:00Z');
  config = testMailConfig(smtp.port);
});
afterEach(() => smtp.reset());

const alertFor = (member: Member, key = 'alert_s1_p1'): MailRequest => ({
  key,
  uid: member.uid,
  template: 'alert',
  data: {
    item: {
      kind: 'saved-search-match',
      postId: 'p1',
      title: 'Sunny room near the park',
      location: 'Brooklyn, NY',
      rentAmount: 950,
      searchName: 'Quiet rooms',
    },
  },
  sendAfter: clock,
});

const messageFor = (member: Member, conversationId = 'c1', key = 'msg_c1_m1'): MailRequest => ({
  key,
  uid: member.uid,
  template: 'new-message',
  data: {
    conversationId,
    senderName: 'Maya',
    preview: 'Hi Leo, is the room still free? Write to maya@example.com',
    about: 'Sunny room near the park',
  },
  sendAfter: clock,
});

/** A conversation whose unread state the message e-mail checks. */
async function conversation(id: string, unreadBy: string[]) {
  await db().collection('conversations').doc(id).set({ participants: unreadBy, unreadBy });
}

describe('delivering one outbox document', () => {
  it('when a queued alert is delivered, then one e-mail with a text and an HTML part reaches the recipient only, and the outbox records it as sent', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    expect(await outboxDoc('alert_s1_p1')).toMatchObject({
      toUids: [leo.uid],
      template: { name: 'alert' },
      kind: 'alerts',
      idempotencyKey: 'alert_s1_p1',
      status: 'pending',
      attempts: 0,
    });

    expect(await deliverMail('alert_s1_p1', deps())).toBe('sent');

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.rcptTo).toEqual(['leo@example.com']);
    expect(mail!.headers.to).toBe('leo@example.com');
    expect(mail!.headers).not.toHaveProperty('cc');
    expect(mail!.headers).not.toHaveProperty('bcc');
    expect(mail!.headers).not.toHaveProperty('reply-to');
    expect(mail!.text).toContain('Sunny room near the park');
    expect(mail!.text).toContain(`${TEST_APP_URL}/details/p1`);
    expect(mail!.html).toContain(`href="${TEST_APP_URL}/details/p1"`);
    expect(mail!.text).toContain(
      'You get this because Alert e-mails are on in your Roomly settings.',
    );

    const stored = await outboxDoc('alert_s1_p1');
    expect(stored).toMatchObject({
      status: 'sent',
      attempts: 1,
      to: 'leo@example.com',
      info: { accepted: ['leo@example.com'], rejected: [] },
    });
    expect(stored!.sentAt).toBeInstanceOf(Timestamp);
    expect(stored!.message.subject).toBe(mail!.headers.subject);
    expect(stored!.message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('when the same key is delivered again and again, then exactly one e-mail is sent', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await deliverMail('alert_s1_p1', deps()));
    clock = later(10 * MINUTE);
    outcomes.push(await deliverMail('alert_s1_p1', deps()));
    expect(outcomes).toEqual(['sent', 'finished', 'finished', 'finished']);
    expect(smtp.received).toHaveLength(1);
    expect((await outboxDoc('alert_s1_p1'))!.attempts).toBe(1);
  });

  it('when several deliveries of one key run at once (a replayed trigger), then exactly one sends', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => deliverMail('alert_s1_p1', deps())),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(
      outcomes.filter((o) => o !== 'sent').every((o) => o === 'busy' || o === 'finished'),
    ).toBe(true);
    expect(smtp.received).toHaveLength(1);
    expect((await outboxDoc('alert_s1_p1'))!.attempts).toBe(1);
  });

  it('when the event that queues an e-mail runs twice, then the outbox keeps one document, untouched by the second', async () => {
    const leo = await addMember('leo@example.com');
    await queueMail(alertFor(leo));
    const first = await db().collection('outbox').doc('alert_s1_p1').get();
    await queueMail(alertFor(leo), alertFor(leo));
    const second = await db().collection('outbox').doc('alert_s1_p1').get();
    expect(second.updateTime!.isEqual(first.updateTime!)).toBe(true);
    expect((await db().collection('outbox').get()).size).toBe(1);
  });

  it('when a key is not a valid document id, then queueing throws and nothing is written', async () => {
    const leo = await addMember('leo@example.com');
    for (const key of ['', 'a/b', '..', '__x__']) {
      await expect(queueMail({ ...alertFor(leo), key })).rejects.toThrow(/outbox key/);
    }
    expect((await db().collection('outbox').get()).size).toBe(0);
  });

  it('when the document is not due yet (a delayed message e-mail), then nothing is sent until it is', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail({ ...alertFor(leo), sendAfter: later(2 * MINUTE) });
    expect(await deliverMail('alert_s1_p1', deps())).toBe('not-due');
    expect(smtp.received).toHaveLength(0);
    expect(await deliverDueMail(later(MINUTE), deps({ now: undefined }))).toEqual({ examined: 0 });
    const run = await deliverDueMail(later(2 * MINUTE), deps({ now: undefined }));
    expect(run).toMatchObject({ examined: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('when the outbox has no such document, then nothing happens', async () => {
    expect(await deliverMail('nothing_here', deps())).toBe('missing');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('failures and retries', () => {
  it('when the SMTP server says "try later" (421), then the e-mail waits a minute and the next run sends it', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    smtp.refuse({ code: 421, message: 'Busy, try later' });

    expect(await deliverMail('alert_s1_p1', deps())).toBe('retry');
    const waiting = await outboxDoc('alert_s1_p1');
    expect(waiting).toMatchObject({ status: 'retry', attempts: 1 });
    expect(waiting!.error).toMatch(/^421 /);
    expect((waiting!.sendAfter as Timestamp).toMillis()).toBe(
      clock.getTime() + BACKOFF_MINUTES[0]! * MINUTE,
    );
    expect(smtp.received).toHaveLength(0);

    // Not before the wait is over: neither the job nor a replayed trigger.
    expect(await deliverDueMail(later(30_000), deps({ now: undefined }))).toEqual({ examined: 0 });
    clock = later(30_000);
    expect(await deliverMail('alert_s1_p1', deps())).toBe('not-due');

    const run = await deliverDueMail(later(MINUTE), deps({ now: undefined }));
    expect(run).toMatchObject({ examined: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await outboxDoc('alert_s1_p1')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('when the server keeps saying "try later", then the waits grow and the last attempt records the failure', async () => {
    config = testMailConfig(smtp.port, { maxAttempts: 4 });
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    smtp.refuseAll({ code: 451, message: 'Local problem, try later' });

    const waits: number[] = [];
    let outcome = await deliverMail('alert_s1_p1', deps());
    while (outcome === 'retry') {
      const doc = await outboxDoc('alert_s1_p1');
      // Whole minutes: the job's clock runs on from `now` by the real time it takes.
      waits.push(Math.round(((doc!.sendAfter as Timestamp).toMillis() - clock.getTime()) / MINUTE));
      clock = (doc!.sendAfter as Timestamp).toDate();
      const run = await deliverDueMail(clock, deps({ now: undefined }));
      outcome = Object.keys(run).find((k) => k !== 'examined') as typeof outcome;
    }
    expect(waits).toEqual(BACKOFF_MINUTES.slice(0, 3));
    expect(outcome).toBe('failed');
    const failed = await outboxDoc('alert_s1_p1');
    expect(failed).toMatchObject({ status: 'failed', attempts: 4 });
    expect(failed!.error).toContain('451');
    expect(smtp.received).toHaveLength(0);
    // A failed e-mail is never picked up again.
    expect(await deliverDueMail(later(24 * 60 * MINUTE), deps({ now: undefined }))).toEqual({
      examined: 0,
    });
  });

  it('when the server refuses for good (550), then the e-mail fails at once, with the reason', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    smtp.refuse({ code: 550, message: 'Mailbox unavailable' });
    expect(await deliverMail('alert_s1_p1', deps())).toBe('failed');
    const failed = await outboxDoc('alert_s1_p1');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.error).toMatch(/^550 .*Mailbox unavailable/);
  });

  it('when the SMTP server cannot be reached, then the e-mail is retried later', async () => {
    const closed = await startSmtp();
    await closed.close();
    config = testMailConfig(closed.port);
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    expect(await deliverMail('alert_s1_p1', deps())).toBe('retry');
    expect((await outboxDoc('alert_s1_p1'))!.error).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);

    config = testMailConfig(smtp.port);
    expect(await deliverDueMail(later(MINUTE), deps({ now: undefined }))).toMatchObject({
      sent: 1,
    });
  });

  it('when a run dies after claiming (its lease runs out with no outcome), then a later run sends it, with the same Message-ID as any earlier copy', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    await queueMail(alertFor(leo));
    expect(await deliverMail('alert_s1_p1', deps())).toBe('sent');
    // As if that run had died after the server took the e-mail, before `sent` was stored.
    await db()
      .collection('outbox')
      .doc('alert_s1_p1')
      .update({
        status: 'sending',
        sendAfter: Timestamp.fromMillis(clock.getTime() + 3 * MINUTE),
      });
    expect(await deliverDueMail(later(2 * MINUTE), deps({ now: undefined }))).toEqual({
      examined: 0,
    });
    expect(await deliverMail('alert_s1_p1', deps())).toBe('busy');
    const run = await deliverDueMail(later(3 * MINUTE), deps({ now: undefined }));
    expect(run).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0]!.headers['message-id']).toBe('<alert_s1_p1@roomly.test>');
    expect(smtp.received[1]!.headers['message-id']).toBe(smtp.received[0]!.headers['message-id']);
  });

  it('when many e-mails are due, then the job sends them all in pages, the longest-waiting first, and leaves the ones not due', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'instant' } },
    });
    const requests = Array.from({ length: 5 }, (_, i) => ({
      ...alertFor(leo, `alert_s1_p${i}`),
      sendAfter: new Date(clock.getTime() - (5 - i) * MINUTE),
    }));
    await queueMail(...requests, { ...alertFor(leo, 'alert_later'), sendAfter: later(MINUTE) });
    const run = await deliverDueMail(clock, { ...deps({ now: undefined }), batchSize: 2 });
    expect(run).toEqual({ examined: 5, sent: 5 });
    expect(smtp.received.map((m) => m.headers['message-id'])).toEqual(
      requests.map((r) => `<${r.key}@roomly.test>`),
    );
    expect((await outboxDoc('alert_later'))!.status).toBe('pending');
  });
});

describe('who gets nothing', () => {
  const skipped = async (key: string, reason: string) => {
    expect(await deliverMail(key, deps())).toBe('skipped');
    expect(await outboxDoc(key)).toMatchObject({ status: 'skipped', skipReason: reason });
    expect(smtp.received).toHaveLength(0);
    expect(await outboxDoc(key)).not.toHaveProperty('to');
  };

  it("when the recipient's address isn't verified, then nothing is sent", async () => {
    const leo = await addMember('leo@example.com', { verified: false });
    await conversation('c1', [leo.uid]);
    await queueMail(messageFor(leo));
    await skipped('msg_c1_m1', 'unverified');
  });

  it('when the member deleted the account, then nothing is sent', async () => {
    const leo = await addMember('leo@example.com');
    await conversation('c1', [leo.uid]);
    await queueMail(messageFor(leo));
    await auth().deleteUser(leo.uid);
    await skipped('msg_c1_m1', 'deleted');
  });

  it('when the member turned e-mail updates off (the master switch), then nothing is sent', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { preferences: { notifications: true, emailUpdates: false } },
    });
    await conversation('c1', [leo.uid]);
    await queueMail(messageFor(leo));
    await skipped('msg_c1_m1', 'email-updates-off');
  });

  it('when the member turned message e-mails off, then no message e-mail is sent, but a listing reminder is', async () => {
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { messages: false } },
    });
    await conversation('c1', [leo.uid]);
    await queueMail(messageFor(leo), {
      key: 'expiry_p1_1',
      uid: leo.uid,
      template: 'expiry-reminder',
      data: { postId: 'p1', title: 'Sunny room', expiresAt: '2026-03-05T10:00:00.000Z' },
      sendAfter: clock,
    });
    await skipped('msg_c1_m1', 'unsubscribed');
    expect(await deliverMail('expiry_p1_1', deps())).toBe('sent');
  });

  it("when a listing reminder is sent, then its countdown and date are counted at sending, in the member's stored zone (UTC without one)", async () => {
    // Sent at 10:00 UTC on Mar 2: already Mar 3 in Kiritimati (UTC+14); the
    // listing expires at 23:00 UTC on Mar 4, Mar 5 there.
    const far = await addMember('far@example.com', { profile: { timeZone: 'Pacific/Kiritimati' } });
    const utc = await addMember('utc@example.com');
    const reminder = (member: Member, key: string): MailRequest => ({
      key,
      uid: member.uid,
      template: 'expiry-reminder',
      data: { postId: key, title: 'Sunny room', expiresAt: '2026-03-04T23:00:00.000Z' },
      sendAfter: clock,
    });
    await queueMail(reminder(far, 'expiry_far_1'), reminder(utc, 'expiry_utc_1'));
    expect(await deliverMail('expiry_far_1', deps())).toBe('sent');
    expect(await deliverMail('expiry_utc_1', deps())).toBe('sent');
    const to = (address: string) => smtp.received.find((m) => m.rcptTo.includes(address))!;
    expect(to('far@example.com').headers.subject).toBe(
      'Your listing expires in 2 days: Sunny room',
    );
    expect(to('far@example.com').text).toContain('expires in 2 days, on Mar 5, 2026,');
    expect(to('utc@example.com').headers.subject).toBe(
      'Your listing expires in 2 days: Sunny room',
    );
    expect(to('utc@example.com').text).toContain('expires in 2 days, on Mar 4, 2026,');
  });

  it('when alert e-mails are off (the default), then neither an alert nor a digest is sent', async () => {
    const leo = await addMember('leo@example.com');
    await queueMail(alertFor(leo), {
      key: 'digest_x_2026-03-02',
      uid: leo.uid,
      template: 'alert-digest',
      data: { items: [(alertFor(leo) as MailRequest<'alert'>).data.item], more: 0 },
      sendAfter: clock,
    });
    await skipped('alert_s1_p1', 'unsubscribed');
    await skipped('digest_x_2026-03-02', 'unsubscribed');
  });

  it("when a moderator's removal notice is due, then it is sent with every e-mail choice off, and offers no Unsubscribe", async () => {
    const leo = await addMember('leo@example.com', {
      profile: {
        preferences: { notifications: true, emailUpdates: false },
        emailPreferences: { messages: false, alerts: 'off', listings: false },
      },
    });
    await queueMail({
      key: 'removed_p1',
      uid: leo.uid,
      template: 'listing-removed',
      data: { postId: 'p1', title: 'Sunny room', reason: 'Asked for a deposit by wire' },
      sendAfter: clock,
    });
    expect(await deliverMail('removed_p1', deps())).toBe('sent');
    const [mail] = smtp.received;
    expect(mail!.headers['list-unsubscribe']).toBeUndefined();
    expect(mail!.text).toContain('Reason: Asked for a deposit by wire');
    expect(mail!.text).toContain('notices like this are always sent');
    expect(mail!.text).not.toContain('/unsubscribe');
  });

  it('when the member read the conversation in the app before the e-mail went out, then nothing is sent', async () => {
    const leo = await addMember('leo@example.com');
    await conversation('c1', []);
    await queueMail(messageFor(leo));
    await skipped('msg_c1_m1', 'read');
  });
});

describe('what an e-mail carries', () => {
  it("when a message e-mail is sent, then it has the List-Unsubscribe headers, and the header's URL unsubscribes from message e-mails with one click", async () => {
    const leo = await addMember('leo@example.com');
    await conversation('c1', [leo.uid]);
    await queueMail(messageFor(leo));
    expect(await deliverMail('msg_c1_m1', deps())).toBe('sent');
    const [mail] = smtp.received;
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<([^>]+)>$/.exec(mail!.headers['list-unsubscribe']!)?.[1];
    expect(url).toMatch(new RegExp(`^${TEST_APP_URL}/mail/unsubscribe\\?token=[A-Za-z0-9_.%-]+$`));
    // The footer's link is the web page with the same token.
    const token = new URL(url!).searchParams.get('token')!;
    expect(mail!.text).toContain(`${TEST_APP_URL}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail!.text).toContain(`${TEST_APP_URL}/messages/c1`);
    expect(mail!.text).toContain(
      'You get this because Message e-mails are on in your Roomly settings.',
    );

    // A mail client's one-click POST (RFC 8058), to the API the header names.
    const app = createApp({ mail: { secret: () => TEST_TOKEN_SECRET, now: () => clock } });
    const { pathname, search } = new URL(url!);
    const response = await request(app)
      .post(`${pathname}${search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    // With the short-lived token the page's Undo takes (never the link itself).
    expect(response.body).toEqual({
      kind: 'messages',
      subscribed: false,
      undoToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
    const profile = (await db().collection('users').doc(leo.uid).get()).data()!;
    expect(profile.emailPreferences).toEqual({ messages: false, alerts: 'off', listings: true });
    expect(profile.preferences.emailUpdates).toBe(true);

    // The next message e-mail is not sent.
    await queueMail(messageFor(leo, 'c1', 'msg_c1_m2'));
    expect(await deliverMail('msg_c1_m2', deps())).toBe('skipped');
    expect(smtp.received).toHaveLength(1);
  });

  it("when a message e-mail is sent, then no address but the recipient's is in its envelope, headers or parts (not the sender's)", async () => {
    const maya = await addMember('maya@roomly-members.test');
    const leo = await addMember('leo@example.com');
    await conversation('c1', [leo.uid]);
    await queueMail({
      ...messageFor(leo),
      data: { conversationId: 'c1', senderName: 'Maya', preview: 'Is it still free?', about: '' },
    });
    expect(await deliverMail('msg_c1_m1', deps())).toBe('sent');
    const [mail] = smtp.received;
    expect(mail!.rcptTo).toEqual([leo.email]);
    for (const part of [mail!.text, mail!.html, mail!.headers.subject!]) {
      expect(addressesIn(part)).toEqual([]);
    }
    const stored = await outboxDoc('msg_c1_m1');
    expect(addressesIn(JSON.stringify(stored!.message))).toEqual([]);
    expect(mail!.raw).not.toContain(maya.email);
    // The envelope's sender and From are Roomly's own address.
    expect(mail!.mailFrom).toBe('no-reply@roomly.test');
  });

  it('when the deployment uses the Trigger Email extension, then the rendered e-mail is written to mail/{key} in its shape and nothing goes over SMTP', async () => {
    config = testMailConfig(smtp.port, { sender: 'extension' });
    const leo = await addMember('leo@example.com', {
      profile: { emailPreferences: { alerts: 'daily' } },
    });
    await queueMail(alertFor(leo));
    expect(await deliverMail('alert_s1_p1', deps())).toBe('sent-to-extension');
    expect(await deliverMail('alert_s1_p1', deps())).toBe('finished');

    const mail = (await db().collection('mail').doc('alert_s1_p1').get()).data()!;
    expect(Object.keys(mail).sort()).toEqual(['message', 'to']);
    expect(mail.to).toBe('leo@example.com');
    expect(Object.keys(mail.message).sort()).toEqual([
      'headers',
      'html',
      'messageId',
      'subject',
      'text',
    ]);
    expect(mail.message.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.message.headers['List-Unsubscribe']).toMatch(/\/mail\/unsubscribe\?token=/);
    expect(mail.message.html).toContain(`${TEST_APP_URL}/details/p1`);
    expect(await outboxDoc('alert_s1_p1')).toMatchObject({
      status: 'sent-to-extension',
      to: 'leo@example.com',
    });
    expect(smtp.received).toHaveLength(0);
  });
});
