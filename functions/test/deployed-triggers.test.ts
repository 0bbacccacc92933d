// The Firestore triggers as deployed: under `npm test` the Functions emulator
// runs the real exports of index.ts on every write, so these tests prove the
// triggers are wired to the right documents (their logic has tests of its own:
// match-alerts, mail-events, mail-delivery), and that an e-mail really leaves
// over SMTP for the development inbox (MailDev, started by scripts/test.mjs).
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import { mailOutbox } from '../src/mail/outbox';
import { createRoom, postAd } from './match-support';
import { api, bearer, resetEmulators, signUp, type TestUser } from './helpers';

// Set by scripts/test.mjs, which always starts the whole suite and the inbox:
// without them these tests must fail, not quietly skip.
const inboxUrl = process.env.ROOMLY_INBOX_URL as string;
if (!inboxUrl || !process.env.FIREBASE_EMULATOR_HUB)
  throw new Error('ROOMLY_INBOX_URL is not set: run `node scripts/test.mjs functions`.');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds (or 20 s pass), then answers the last value. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(300);
    value = await read();
  }
  return value;
}

type Alert = { kind: string; postId: string; adId?: string };
const alertsOf = async (user: TestUser) =>
  (await api().get('/users/me/notifications').set(bearer(user)).expect(200)).body
    .notifications as Alert[];

describe('match alerts through the Functions emulator', () => {
  let sam: TestUser;
  let maya: TestUser;
  let nina: TestUser;

  beforeAll(async () => {
    await resetEmulators();
    [sam, maya, nina] = await Promise.all([
      signUp('triggers-sam@example.com', 'Sam'),
      signUp('triggers-maya@example.com', 'Maya'),
      signUp('triggers-nina@example.com', 'Nina'),
    ]);
  });

  it('when a matching listing and then a matching ad go live, then the seeker and the poster are alerted, once per pair', async () => {
    const samAd = await postAd(sam);
    const room = await createRoom(maya);
    const samAlerts = await eventually(
      () => alertsOf(sam),
      (alerts) => alerts.length > 0,
    );
    expect(samAlerts).toEqual([
      expect.objectContaining({ kind: 'room-match', postId: room, adId: samAd }),
    ]);

    const ninaAd = await postAd(nina, { headline: 'Nurse on nights, tidy and quiet' });
    const isNina = (alert: Alert) => alert.adId === ninaAd;
    await eventually(
      () => alertsOf(maya),
      (alerts) => alerts.some(isNina),
    );
    // A listing that matches nobody's ad alerts nobody.
    await createRoom(maya, { location: 'Austin, TX', title: 'Room in Austin' });
    // Time for a duplicate delivery (or a stray alert) to show up before counting.
    await sleep(2000);
    const mayaAlerts = await alertsOf(maya);
    expect(mayaAlerts.filter(isNina)).toEqual([
      expect.objectContaining({ kind: 'seeker-match', postId: room, adId: ninaAd }),
    ]);
    // Sam's ad may also reach Maya, if its trigger ran after her room went live:
    // each side at most once per pair, never twice.
    expect(mayaAlerts.filter((alert) => alert.adId === samAd).length).toBeLessThanOrEqual(1);
    expect(mayaAlerts).toHaveLength(mayaAlerts.filter((a) => a.postId === room).length);
    expect(await alertsOf(sam)).toEqual(samAlerts);
    // Nina's ad came after the room: its page lists the room; alerts are for what is new.
    expect(await alertsOf(nina)).toEqual([]);
  }, 90_000);
});

type InboxMail = { subject: string; to: { address: string }[]; text: string };

describe('e-mail through the Functions emulator and a real SMTP server', () => {
  it('when an e-mail is queued for a verified member, then the trigger sends it to the inbox once and marks it sent', async () => {
    await resetEmulators();
    const leo = await signUp('triggers-leo@example.com', 'Leo');
    await db()
      .doc(`users/${leo.uid}`)
      .set({ email: leo.email, preferences: { emailUpdates: true } });
    const key = `removed_triggers-${Date.now()}`;
    await db().runTransaction(async (tx) => {
      const outbox = await mailOutbox(tx, [key]);
      outbox.queue({
        key,
        uid: leo.uid,
        template: 'listing-removed',
        data: { postId: 'gone', title: 'Sunny loft', reason: 'Photos of another flat' },
      });
    });

    const outboxDoc = () => db().collection('outbox').doc(key).get();
    const sent = await eventually(outboxDoc, (snap) => snap.get('status') === 'sent');
    expect(sent.get('status')).toBe('sent');
    expect(sent.get('to')).toBe(leo.email);

    const mine = async () => {
      const response = await fetch(`${inboxUrl}/api/email`);
      const all = (await response.json()) as InboxMail[];
      return all.filter((mail) => mail.to.some((to) => to.address === leo.email));
    };
    const received = await eventually(mine, (mails) => mails.length > 0);
    await sleep(1000);
    expect(await mine()).toHaveLength(1);
    expect(received[0]!.text).toContain('Photos of another flat');
    expect(received[0]!.subject).toContain('Sunny loft');
  }, 60_000);
});
