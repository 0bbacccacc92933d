import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES, type ListingStatus } from '../contract/listing';
import { toPost } from './document';
import {
  assertListingOpen,
  daysLeft,
  effectiveStatus,
  expiresSoon,
  expiryFrom,
  LIFECYCLE_ACTIONS,
  lifetimeDays,
  NOT_ACTIVE,
  NOT_AVAILABLE,
  transition,
  type LifecycleAction,
} from './lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const stored = (status: ListingStatus, expiresInDays = 10) => ({
  status,
  availability: 'Available',
  expiresAt: new Date(NOW + expiresInDays * DAY),
});

/** Expected outcome per action × stored status (expiry in the future): the new status, or 409. */
const TABLE: Record<LifecycleAction, Record<ListingStatus, ListingStatus | 409>> = {
  renew: {
    active: 'active',
    paused: 'active',
    let: 'active',
    expired: 'active',
    'under-review': 409,
  },
  pause: { active: 'paused', paused: 409, let: 409, expired: 409, 'under-review': 409 },
  resume: { active: 409, paused: 'active', let: 409, expired: 409, 'under-review': 409 },
  let: { active: 'let', paused: 'let', let: 409, expired: 'let', 'under-review': 409 },
};

describe('transition', () => {
  for (const action of LIFECYCLE_ACTIONS) {
    for (const from of LISTING_STATUSES) {
      const expected = TABLE[action][from];
      it(`when the owner asks to ${action} a listing that is ${from}, then ${expected === 409 ? 'it is refused with 409' : `it becomes ${expected}`}`, () => {
        const run = () => transition(action, stored(from), NOW, 30);
        if (expected === 409) {
          expect(run).toThrow(expect.objectContaining({ status: 409 }));
        } else {
          expect(run().status).toBe(expected);
        }
      });
    }
  }

  it('when a listing is renewed, then it expires the lifetime from now and counts as updated', () => {
    expect(transition('renew', stored('active', 1), NOW, 30)).toEqual({
      status: 'active',
      expiresAt: NOW + 30 * DAY,
      renewed: true,
    });
  });

  it('when a paused listing is resumed within its time, then it keeps its expiry', () => {
    expect(transition('resume', stored('paused', 5), NOW, 30)).toEqual({
      status: 'active',
      renewed: false,
    });
  });

  it('when a paused listing is resumed after its time ran out, then it is renewed', () => {
    expect(transition('resume', stored('paused', -2), NOW, 30)).toEqual({
      status: 'active',
      expiresAt: NOW + 30 * DAY,
      renewed: true,
    });
  });

  it('when an active listing is past its expiry, then it counts as expired: pause is refused, let and renew work', () => {
    const lapsed = stored('active', -1);
    expect(() => transition('pause', lapsed, NOW)).toThrow(
      'This listing has expired: renew it first',
    );
    expect(transition('let', lapsed, NOW).status).toBe('let');
    expect(transition('renew', lapsed, NOW).status).toBe('active');
  });

  it('when an action is refused, then the message says why', () => {
    expect(() => transition('pause', stored('paused'), NOW)).toThrow(
      'This listing is already paused',
    );
    expect(() => transition('let', stored('let'), NOW)).toThrow(
      'This listing is already marked as let',
    );
    expect(() => transition('resume', stored('active'), NOW)).toThrow(
      'This listing is already active',
    );
    expect(() => transition('resume', stored('let'), NOW)).toThrow(
      'Only a paused listing can be resumed',
    );
    expect(() => transition('renew', stored('under-review'), NOW)).toThrow(
      "This listing is under review: its status can't be changed",
    );
  });
});

describe('effectiveStatus', () => {
  it('when an active listing reaches expiresAt, then it is expired from that moment', () => {
    const data = { status: 'active', expiresAt: new Date(NOW) };
    expect(effectiveStatus(data, NOW - 1)).toBe('active');
    expect(effectiveStatus(data, NOW)).toBe('expired');
  });

  it('when a document predates statuses, then it is active and never expires by itself', () => {
    expect(effectiveStatus({}, NOW)).toBe('active');
    expect(effectiveStatus({ status: 'bogus' }, NOW)).toBe('active');
  });

  it('when a paused or let listing is past its expiry, then it keeps its status', () => {
    expect(effectiveStatus(stored('paused', -5), NOW)).toBe('paused');
    expect(effectiveStatus(stored('let', -5), NOW)).toBe('let');
  });

  it('when toPost maps a document with a clock, then status and expiresAt follow it', () => {
    const data = { title: 'Room', status: 'active', expiresAt: new Date(NOW) };
    expect(toPost('p1', data, false, NOW - DAY)).toMatchObject({
      status: 'active',
      expiresAt: new Date(NOW).toISOString(),
    });
    expect(toPost('p1', data, false, NOW + 1).status).toBe('expired');
    expect(toPost('old', { title: 'Old' })).toMatchObject({ status: 'active', expiresAt: null });
  });
});

describe('assertListingOpen', () => {
  it('when the listing is active, then it passes; otherwise 409 "This listing isn\'t active"', () => {
    expect(() => assertListingOpen(stored('active'), NOW)).not.toThrow();
    for (const status of ['paused', 'let', 'expired', 'under-review'] as const) {
      expect(() => assertListingOpen(stored(status), NOW)).toThrow(NOT_ACTIVE);
    }
    expect(() => assertListingOpen(stored('active', -1), NOW)).toThrow(NOT_ACTIVE);
  });

  it('when an active listing is Not Available or its flag is unknown, then 409 "This listing isn\'t available"', () => {
    for (const availability of ['Not Available', '', undefined]) {
      expect(() => assertListingOpen({ ...stored('active'), availability }, NOW)).toThrow(
        NOT_AVAILABLE,
      );
    }
  });
});

describe('clock helpers', () => {
  it('when LISTING_LIFETIME_DAYS is set, then it is the lifetime; a bad value falls back to 30', () => {
    expect(lifetimeDays({ LISTING_LIFETIME_DAYS: '7' })).toBe(7);
    expect(lifetimeDays({ LISTING_LIFETIME_DAYS: '0' })).toBe(30);
    expect(lifetimeDays({ LISTING_LIFETIME_DAYS: 'x' })).toBe(30);
    expect(lifetimeDays({})).toBe(30);
    expect(expiryFrom(NOW, 7)).toBe(NOW + 7 * DAY);
  });

  it('when days left are counted, then part of a day counts as one and the past as zero', () => {
    expect(daysLeft(NOW + 2.1 * DAY, NOW)).toBe(3);
    expect(daysLeft(NOW + DAY, NOW)).toBe(1);
    expect(daysLeft(NOW - DAY, NOW)).toBe(0);
  });

  it('when an active listing expires within 3 days, then it expires soon; not before, nor once expired or paused', () => {
    expect(expiresSoon(stored('active', 2), NOW)).toBe(true);
    expect(expiresSoon(stored('active', 3), NOW)).toBe(true);
    expect(expiresSoon(stored('active', 4), NOW)).toBe(false);
    expect(expiresSoon(stored('active', -1), NOW)).toBe(false);
    expect(expiresSoon(stored('paused', 1), NOW)).toBe(false);
  });
});
