// The pure decisions behind the e-mails that events queue: the message
// throttle, the alert choice, the digest's bounds and the reminder window.
// test/mail-events.test.ts checks the same on the emulator, end to end.
import { describe, expect, it } from 'vitest';
import { EXPIRY_REMINDER_DAYS, MESSAGE_EMAIL_WINDOW_MINUTES } from '../contract/email';
import { alertEmailChoice } from './alert-mail';
import { digestMailKey, withDigestItem } from './digest';
import { REMINDER_OVERLAP_MS, reminderWindow } from './expiry-query';
import { messageMailCaps, messageMailDue, nextMessageMailCounts } from './message-mail';
import { DIGEST_ITEMS_MAX, type AlertItem } from './templates/types';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('the message e-mail throttle', () => {
  const window = MESSAGE_EMAIL_WINDOW_MINUTES * MINUTE;

  it('when the recipient had no unread message, then an e-mail is due, however recent the last one', () => {
    expect(messageMailDue({ hadUnread: false, lastMailedAt: NOW - MINUTE, now: NOW })).toBe(true);
    expect(messageMailDue({ hadUnread: false, lastMailedAt: undefined, now: NOW })).toBe(true);
  });

  it('when the recipient has unread messages, then an e-mail is due only once the window since the last one has passed', () => {
    expect(messageMailDue({ hadUnread: true, lastMailedAt: undefined, now: NOW })).toBe(true);
    expect(messageMailDue({ hadUnread: true, lastMailedAt: NOW - MINUTE, now: NOW })).toBe(false);
    expect(messageMailDue({ hadUnread: true, lastMailedAt: NOW - window + 1, now: NOW })).toBe(
      false,
    );
    expect(messageMailDue({ hadUnread: true, lastMailedAt: NOW - window, now: NOW })).toBe(true);
    // A clock that went back counts as inside the window.
    expect(messageMailDue({ hadUnread: true, lastMailedAt: NOW + MINUTE, now: NOW })).toBe(false);
  });
});

describe('the message e-mail caps across conversations', () => {
  const HOUR = 60 * MINUTE;
  const hour = Math.floor(NOW / HOUR);
  const caps = { perSender: 2, perRecipient: 3 };

  it('when a sender reaches their cap for the hour, then their next e-mail is held back and others’ are not', () => {
    const one = nextMessageMailCounts(undefined, 'maya', NOW, caps);
    expect(one).toEqual({ hour, total: 1, senders: { maya: 1 } });
    const two = nextMessageMailCounts(one!, 'maya', NOW, caps);
    expect(two).toEqual({ hour, total: 2, senders: { maya: 2 } });
    expect(nextMessageMailCounts(two!, 'maya', NOW, caps)).toBeNull();
    expect(nextMessageMailCounts(two!, 'sam', NOW, caps)).toEqual({
      hour,
      total: 3,
      senders: { maya: 2, sam: 1 },
    });
  });

  it('when the recipient reaches the hour’s total, then every sender is held back until the next hour', () => {
    const full = { hour, total: 3, senders: { maya: 1, sam: 1, leo: 1 } };
    expect(nextMessageMailCounts(full, 'tess', NOW, caps)).toBeNull();
    expect(nextMessageMailCounts(full, 'tess', NOW + HOUR, caps)).toEqual({
      hour: hour + 1,
      total: 1,
      senders: { tess: 1 },
    });
  });

  it('when the caps are set in the environment, then those apply; a value that is no count falls back', () => {
    expect(messageMailCaps({})).toEqual({ perSender: 3, perRecipient: 20 });
    expect(
      messageMailCaps({
        MESSAGE_EMAILS_PER_SENDER_PER_HOUR: '1',
        MESSAGE_EMAILS_PER_RECIPIENT_PER_HOUR: 'lots',
      }),
    ).toEqual({ perSender: 1, perRecipient: 20 });
  });
});

describe("a member's alert e-mail choice", () => {
  it('when the profile is missing or says nothing, then the default (off) applies', () => {
    expect(alertEmailChoice(undefined)).toBe('off');
    expect(alertEmailChoice({ preferences: { emailUpdates: true } })).toBe('off');
  });

  it('when the profile chose instant or daily, then that, unless the master switch is off', () => {
    expect(alertEmailChoice({ emailPreferences: { alerts: 'instant' } })).toBe('instant');
    expect(alertEmailChoice({ emailPreferences: { alerts: 'daily' } })).toBe('daily');
    expect(
      alertEmailChoice({
        preferences: { emailUpdates: false },
        emailPreferences: { alerts: 'instant' },
      }),
    ).toBe('off');
  });

  it('when the stored choice is not one of the choices, then the default applies', () => {
    expect(alertEmailChoice({ emailPreferences: { alerts: 'hourly' } })).toBe('off');
    expect(alertEmailChoice({ emailPreferences: 'instant' })).toBe('off');
  });
});

const item = (n: number): AlertItem => ({
  kind: 'room-match',
  postId: `post-${n}`,
  title: `Room ${n}`,
  location: 'Brooklyn, NY',
  rentAmount: 900 + n,
});

describe('the daily digest', () => {
  it('when alerts are added, then the newest comes first, at most DIGEST_ITEMS_MAX are kept and the rest are counted', () => {
    let digest: { items: AlertItem[]; more: number } | undefined;
    for (let n = 1; n <= DIGEST_ITEMS_MAX + 3; n++) digest = withDigestItem(digest, item(n));
    expect(digest!.items).toHaveLength(DIGEST_ITEMS_MAX);
    expect(digest!.items[0]).toEqual(item(DIGEST_ITEMS_MAX + 3));
    expect(digest!.items.at(-1)).toEqual(item(4));
    expect(digest!.more).toBe(3);
  });

  it("when the digest's key is made, then it names the member and the UTC day", () => {
    expect(digestMailKey('leo', new Date('2026-03-01T23:59:59Z'))).toBe('digest_leo_2026-03-01');
    expect(digestMailKey('leo', new Date('2026-03-02T00:00:00Z'))).toBe('digest_leo_2026-03-02');
  });
});

describe('the expiry reminder window', () => {
  it('when daily runs follow each other, then their windows leave no gap and end EXPIRY_REMINDER_DAYS ahead', () => {
    const today = reminderWindow(new Date(NOW));
    const tomorrow = reminderWindow(new Date(NOW + DAY));
    expect(today.to.getTime()).toBe(NOW + EXPIRY_REMINDER_DAYS * DAY);
    expect(tomorrow.from.getTime()).toBe(today.to.getTime() - REMINDER_OVERLAP_MS);
    // A run a few minutes late one day and early the next still covers every expiry.
    const late = reminderWindow(new Date(NOW + 10 * MINUTE));
    const early = reminderWindow(new Date(NOW + DAY - 10 * MINUTE));
    expect(early.from.getTime()).toBeLessThan(late.to.getTime());
  });
});
