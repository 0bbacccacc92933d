import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MINUTES, UNSUBSCRIBE_LINK_DAYS } from '../contract/email';
import {
  createUndoToken,
  createUnsubscribeToken,
  verifyUnsubscribeToken,
} from './unsubscribe-token';

const SECRET = 'test-secret';
const NOW = new Date('2026-03-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const signed = (payload: unknown, secret = SECRET) => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('unsubscribe tokens', () => {
  it('when a token is checked with the key that made it, then it gives back who and which kind', () => {
    const token = createUnsubscribeToken({ uid: 'leo', kind: 'messages' }, SECRET, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(token, SECRET, NOW)).toEqual({
      ok: true,
      payload: {
        uid: 'leo',
        kind: 'messages',
        exp: NOW.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS,
      },
    });
  });

  it('when an alerts token is made for a daily digest, then it carries the choice to restore', () => {
    const token = createUnsubscribeToken(
      { uid: 'leo', kind: 'alerts', alerts: 'daily' },
      SECRET,
      NOW,
    );
    const check = verifyUnsubscribeToken(token, SECRET, NOW);
    expect(check.ok && check.payload.alerts).toBe('daily');
    // Only alerts carry a choice.
    const other = createUnsubscribeToken(
      { uid: 'leo', kind: 'listings', alerts: 'daily' },
      SECRET,
      NOW,
    );
    const otherCheck = verifyUnsubscribeToken(other, SECRET, NOW);
    expect(otherCheck.ok && otherCheck.payload).not.toHaveProperty('alerts');
  });

  it('when the payload is changed (another member, another kind), then the token is invalid', () => {
    const token = createUnsubscribeToken({ uid: 'leo', kind: 'messages' }, SECRET, NOW);
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ uid: 'maya', kind: 'messages', exp: NOW.getTime() + DAY_MS }),
    ).toString('base64url');
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('when the signature is changed, then the token is invalid', () => {
    const token = createUnsubscribeToken({ uid: 'leo', kind: 'messages' }, SECRET, NOW);
    const [body, signature] = token.split('.');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyUnsubscribeToken(`${body}.${flipped}`, SECRET, NOW).ok).toBe(false);
    expect(verifyUnsubscribeToken(`${body}.${signature.slice(0, -2)}`, SECRET, NOW).ok).toBe(false);
    expect(verifyUnsubscribeToken(`${body}.`, SECRET, NOW).ok).toBe(false);
  });

  it('when the link is older than its days, then it is expired, and a day before it still works', () => {
    const token = createUnsubscribeToken({ uid: 'leo', kind: 'listings' }, SECRET, NOW);
    const justBefore = new Date(NOW.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS - 1);
    const atExpiry = new Date(NOW.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS);
    expect(verifyUnsubscribeToken(token, SECRET, justBefore).ok).toBe(true);
    expect(verifyUnsubscribeToken(token, SECRET, atExpiry)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('when an undo token is made, then it names the same member and kind, is marked undo, and expires after its minutes', () => {
    const link = verifyUnsubscribeToken(
      createUnsubscribeToken({ uid: 'leo', kind: 'alerts', alerts: 'instant' }, SECRET, NOW),
      SECRET,
      NOW,
    );
    if (!link.ok) throw new Error('the link must verify');
    const undo = createUndoToken(link.payload, SECRET, NOW);
    const inWindow = new Date(NOW.getTime() + UNDO_WINDOW_MINUTES * 60_000 - 1);
    expect(verifyUnsubscribeToken(undo, SECRET, inWindow)).toEqual({
      ok: true,
      payload: {
        uid: 'leo',
        kind: 'alerts',
        alerts: 'instant',
        exp: NOW.getTime() + UNDO_WINDOW_MINUTES * 60_000,
        undo: true,
      },
    });
    const after = new Date(NOW.getTime() + UNDO_WINDOW_MINUTES * 60_000);
    expect(verifyUnsubscribeToken(undo, SECRET, after)).toMatchObject({ reason: 'expired' });
  });

  it('when a token made with another key is checked, then it is invalid, even once expired', () => {
    const token = createUnsubscribeToken({ uid: 'leo', kind: 'messages' }, 'another-secret', NOW);
    expect(verifyUnsubscribeToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const later = new Date(NOW.getTime() + 365 * DAY_MS);
    expect(verifyUnsubscribeToken(token, SECRET, later)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('when the token is malformed, then it is invalid and nothing throws', () => {
    const malformed: unknown[] = [
      undefined,
      null,
      42,
      ['a.b'],
      '',
      'abc',
      'a.b.c',
      '.',
      '!!!.###',
      'x'.repeat(2000),
      // Signed by the right key, but not a payload Roomly makes.
      signed('just a string'),
      signed({ uid: 'leo', kind: 'everything', exp: NOW.getTime() + DAY_MS }),
      signed({ uid: '', kind: 'messages', exp: NOW.getTime() + DAY_MS }),
      signed({ uid: 'a/b', kind: 'messages', exp: NOW.getTime() + DAY_MS }),
      // Not document ids: they reached a Firestore path as a 500.
      signed({ uid: '.', kind: 'messages', exp: NOW.getTime() + DAY_MS }),
      signed({ uid: '..', kind: 'messages', exp: NOW.getTime() + DAY_MS }),
      signed({ uid: '__x__', kind: 'messages', exp: NOW.getTime() + DAY_MS }),
      signed({ uid: 'leo', kind: 'messages', exp: NOW.getTime() + DAY_MS, undo: false }),
      signed({ uid: 'leo', kind: 'messages', exp: 'soon' }),
      signed({ uid: 'leo', kind: 'messages', exp: NOW.getTime() + DAY_MS, admin: true }),
      signed({ uid: 'leo', kind: 'alerts', alerts: 'off', exp: NOW.getTime() + DAY_MS }),
      signed({ uid: 'leo', kind: 'messages', alerts: 'daily', exp: NOW.getTime() + DAY_MS }),
      `${Buffer.from('{not json').toString('base64url')}.${createHmac('sha256', SECRET)
        .update(Buffer.from('{not json').toString('base64url'))
        .digest('base64url')}`,
    ];
    for (const token of malformed) {
      expect(verifyUnsubscribeToken(token, SECRET, NOW), String(token)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });
});
