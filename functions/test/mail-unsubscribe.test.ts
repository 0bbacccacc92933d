// The unsubscribe link's API (/mail), over real HTTP to the in-process app:
// no sign-in, App Check or not; exactly one choice changes; a replay writes
// nothing; bad and expired links change nothing.
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RESUBSCRIBE_CLOSED,
  UNDO_WINDOW_MINUTES,
  UNSUBSCRIBE_EXPIRED,
  UNSUBSCRIBE_INVALID,
  UNSUBSCRIBE_LINK_DAYS,
  type EmailKind,
} from '../src/contract/email';
import { createApp } from '../src/app';
import { APP_CHECK_FAILED } from '../src/middleware/app-check';
import { DEV_TOKEN_SECRET } from '../src/mail/config';
import { MEMBER_GONE } from '../src/mail/router';
import { createUndoToken, createUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { db } from '../src/lib/firebase';
import { api, bearer, dumpDatabase, resetEmulators, signUp } from './helpers';
import { addMember, type Member } from './mail-support';

const DAY_MS = 24 * 60 * 60 * 1000;
// The demo project's key: what the API reads from its configuration here.
const tokenFor = (
  member: Member,
  kind: EmailKind,
  extra: { alerts?: 'instant' | 'daily' } = {},
  at = new Date(),
) => createUnsubscribeToken({ uid: member.uid, kind, ...extra }, DEV_TOKEN_SECRET, at);
const url = (path: 'unsubscribe' | 'resubscribe', token: string) =>
  `/mail/${path}?token=${encodeURIComponent(token)}`;
const preferencesOf = async (member: Member) =>
  (await db().collection('users').doc(member.uid).get()).data()!.emailPreferences as unknown;
const updateTime = async (member: Member) =>
  (await db().collection('users').doc(member.uid).get()).updateTime!;

let leo: Member;
beforeEach(async () => {
  await resetEmulators();
  leo = await addMember('leo@example.com');
});

describe('GET /mail/unsubscribe', () => {
  it('when the link is opened, then it says which e-mails it is about and whether they are on, and changes nothing', async () => {
    const before = await dumpDatabase();
    const response = await api().get(url('unsubscribe', tokenFor(leo, 'messages')));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ kind: 'messages', subscribed: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when a mail scanner opens the link again and again, then nothing changes, and the one-click POST after it still turns message e-mails off in one step', async () => {
    const token = tokenFor(leo, 'messages');
    const before = await dumpDatabase();
    for (let i = 0; i < 3; i++) {
      const opened = await api().get(url('unsubscribe', token));
      expect(opened.body).toEqual({ kind: 'messages', subscribed: true });
    }
    expect(await dumpDatabase()).toEqual(before);

    const posted = await api()
      .post(url('unsubscribe', token))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(posted.status).toBe(200);
    expect(await preferencesOf(leo)).toEqual({ messages: false, alerts: 'off', listings: true });
    const read = await api().get(url('unsubscribe', token));
    expect(read.body).toEqual({ kind: 'messages', subscribed: false });
  });

  it('when alerts are at their default (off), then an alerts link says they are off', async () => {
    const response = await api().get(url('unsubscribe', tokenFor(leo, 'alerts')));
    expect(response.body).toEqual({ kind: 'alerts', subscribed: false });
  });
});

describe('POST /mail/unsubscribe', () => {
  it("when a mail client posts RFC 8058's one-click form, then message e-mails go off and nothing else changes", async () => {
    const before = (await db().collection('users').doc(leo.uid).get()).data()!;
    const response = await api()
      .post(url('unsubscribe', tokenFor(leo, 'messages')))
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      kind: 'messages',
      subscribed: false,
      undoToken: expect.any(String),
    });
    const after = (await db().collection('users').doc(leo.uid).get()).data()!;
    expect(after.emailPreferences).toEqual({ messages: false, alerts: 'off', listings: true });
    const { emailPreferences: _changed, ...rest } = after;
    expect(rest).toEqual(before);
  });

  it('when the same link is posted again, then it answers the same, without Undo, and writes nothing', async () => {
    const token = tokenFor(leo, 'listings');
    const first = await api().post(url('unsubscribe', token)).send();
    expect(first.body).toEqual({
      kind: 'listings',
      subscribed: false,
      undoToken: expect.any(String),
    });
    const written = await updateTime(leo);
    for (const send of [
      () => api().post(url('unsubscribe', token)).send(),
      () => api().post(url('unsubscribe', token)).type('form').send('List-Unsubscribe=One-Click'),
      () => api().post(url('unsubscribe', token)).send({ any: 'json' }),
    ]) {
      const again = await send();
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ kind: 'listings', subscribed: false });
    }
    expect((await updateTime(leo)).isEqual(written)).toBe(true);
  });

  it('when daily alerts are unsubscribed and then the member clicks Undo, then alerts go off and come back as the daily digest', async () => {
    await db()
      .collection('users')
      .doc(leo.uid)
      .update({ emailPreferences: { alerts: 'daily' } });
    const token = tokenFor(leo, 'alerts', { alerts: 'daily' });
    const off = await api().post(url('unsubscribe', token)).send();
    expect(off.body).toEqual({ kind: 'alerts', subscribed: false, undoToken: expect.any(String) });
    expect(await preferencesOf(leo)).toEqual({ messages: true, alerts: 'off', listings: true });
    const back = await api().post(url('resubscribe', off.body.undoToken)).send();
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ kind: 'alerts', subscribed: true });
    expect(await preferencesOf(leo)).toEqual({ messages: true, alerts: 'daily', listings: true });
  });

  it('when message e-mails are turned back on from the link, then the profile shows them on', async () => {
    const member = await signUp('maya@example.com', 'Maya');
    await api().post('/users').set(bearer(member)).send({}).expect(200);
    const token = tokenFor(member, 'messages');
    const off = await api().post(url('unsubscribe', token)).send().expect(200);
    const profile = await api().get(`/users/${member.email}`).set(bearer(member));
    expect(profile.body.emailPreferences).toEqual({
      messages: false,
      alerts: 'off',
      listings: true,
    });
    await api().post(url('resubscribe', off.body.undoToken)).send().expect(200);
    const again = await api().get(`/users/${member.email}`).set(bearer(member));
    expect(again.body.emailPreferences.messages).toBe(true);
  });

  it('when App Check is enforced, then the link still works: mail clients send no App Check token', async () => {
    const app = createApp({
      appCheck: { enforce: () => true, verify: () => Promise.reject(new Error('no')) },
    });
    const response = await request(app)
      .post(url('unsubscribe', tokenFor(leo, 'messages')))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    // Other paths are still guarded.
    const guarded = await request(app).get('/posts');
    expect(guarded.status).toBe(403);
    expect(guarded.body).toEqual({ error: APP_CHECK_FAILED });
  });
});

describe('Undo', () => {
  it("when the e-mail's own link is posted to resubscribe (a forwarded e-mail), then the answer is 403, says to sign in, and nothing is written", async () => {
    const token = tokenFor(leo, 'messages');
    await api().post(url('unsubscribe', token)).send().expect(200);
    const before = await dumpDatabase();
    const response = await api().post(url('resubscribe', token)).send();
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: RESUBSCRIBE_CLOSED });
    expect(await dumpDatabase()).toEqual(before);
  });

  it(`when Undo comes more than ${UNDO_WINDOW_MINUTES} minutes after the unsubscribe, then the answer is 410, says to sign in, and nothing is written`, async () => {
    let clock = new Date();
    const app = createApp({ mail: { now: () => clock } });
    const off = await request(app)
      .post(url('unsubscribe', tokenFor(leo, 'messages')))
      .send();
    expect(off.status).toBe(200);
    clock = new Date(clock.getTime() + (UNDO_WINDOW_MINUTES - 1) * 60_000);
    // Still in the window: Undo works, and the link can unsubscribe again (a fresh window).
    await request(app).post(url('resubscribe', off.body.undoToken)).send().expect(200);
    const again = await request(app)
      .post(url('unsubscribe', tokenFor(leo, 'messages')))
      .send();
    clock = new Date(clock.getTime() + (UNDO_WINDOW_MINUTES + 1) * 60_000);
    const before = await dumpDatabase();
    const late = await request(app).post(url('resubscribe', again.body.undoToken)).send();
    expect(late.status).toBe(410);
    expect(late.body).toEqual({ error: RESUBSCRIBE_CLOSED });
    expect(await dumpDatabase()).toEqual(before);
    expect(await preferencesOf(leo)).toMatchObject({ messages: false });
  });

  it('when the kind was off already (the member chose it in the profile), then unsubscribing offers no Undo', async () => {
    await db()
      .collection('users')
      .doc(leo.uid)
      .update({ emailPreferences: { messages: false } });
    const before = await dumpDatabase();
    const response = await api()
      .post(url('unsubscribe', tokenFor(leo, 'messages')))
      .send();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ kind: 'messages', subscribed: false });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when an undo token is used as a link, then it is not valid: it only undoes', async () => {
    const undo = createUndoToken(
      { uid: leo.uid, kind: 'messages', exp: 0 },
      DEV_TOKEN_SECRET,
      new Date(),
    );
    const before = await dumpDatabase();
    for (const response of [
      await api().get(url('unsubscribe', undo)),
      await api().post(url('unsubscribe', undo)).send(),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: UNSUBSCRIBE_INVALID });
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('links that change nothing', () => {
  it('when a signed token names a uid that is no document id (".", "..", "__x__", "a/b"), then the answer is 400 and nothing is written', async () => {
    const before = await dumpDatabase();
    for (const uid of ['.', '..', '__x__', '__.__', 'a/b', ' ', 'x'.repeat(129)]) {
      const link = createUnsubscribeToken({ uid, kind: 'messages' }, DEV_TOKEN_SECRET);
      const undo = createUndoToken({ uid, kind: 'messages', exp: 0 }, DEV_TOKEN_SECRET);
      for (const response of [
        await api().get(url('unsubscribe', link)),
        await api().post(url('unsubscribe', link)).send(),
        await api().post(url('resubscribe', undo)).send(),
      ]) {
        expect(response.status, uid).toBe(400);
        expect(response.body).toEqual({ error: UNSUBSCRIBE_INVALID });
      }
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the token is missing, malformed, tampered or signed with another key, then the answer is 400 and nothing is written', async () => {
    const good = tokenFor(leo, 'messages');
    const [body, signature] = good.split('.');
    const forged = Buffer.from(
      JSON.stringify({ uid: leo.uid, kind: 'alerts', exp: Date.now() + DAY_MS }),
    ).toString('base64url');
    const before = await dumpDatabase();
    const paths = [
      '/mail/unsubscribe',
      '/mail/unsubscribe?token=',
      '/mail/unsubscribe?token=abc',
      url('unsubscribe', `${forged}.${signature}`),
      url('unsubscribe', `${body}.${signature!.slice(1)}`),
      url('unsubscribe', createUnsubscribeToken({ uid: leo.uid, kind: 'messages' }, 'another key')),
      url('resubscribe', 'x.y'),
      `/mail/unsubscribe?token=${encodeURIComponent(good)}&token=${encodeURIComponent(good)}`,
    ];
    for (const path of paths) {
      const answers = [await api().post(path).type('form').send('List-Unsubscribe=One-Click')];
      if (path.startsWith('/mail/unsubscribe')) answers.push(await api().get(path));
      for (const response of answers) {
        expect(response.status, path).toBe(400);
        expect(response.body).toEqual({ error: UNSUBSCRIBE_INVALID });
      }
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the link is older than its days, then the answer is 410 and nothing is written', async () => {
    const old = new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * DAY_MS);
    const before = await dumpDatabase();
    const expired = tokenFor(leo, 'messages', {}, old);
    for (const [path, error] of [
      ['unsubscribe', UNSUBSCRIBE_EXPIRED],
      ['resubscribe', RESUBSCRIBE_CLOSED],
    ] as const) {
      const response = await api().post(url(path, expired)).send();
      expect(response.status).toBe(410);
      expect(response.body).toEqual({ error });
    }
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the member deleted the account, then the answer is 404 with a clear text and nothing is written', async () => {
    const token = tokenFor(leo, 'messages');
    const undo = createUndoToken({ uid: leo.uid, kind: 'messages', exp: 0 }, DEV_TOKEN_SECRET);
    await db().collection('users').doc(leo.uid).delete();
    const before = await dumpDatabase();
    for (const response of [
      await api().get(url('unsubscribe', token)),
      await api().post(url('unsubscribe', token)).send(),
      await api().post(url('resubscribe', undo)).send(),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: MEMBER_GONE });
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});
