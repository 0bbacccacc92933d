// The one lifecycle, as a table over both kinds of ad: every action from every
// status, the refusals' texts, the clock, and where the kinds differ (an
// unknown status, a missing expiry).
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { LISTING_LIFECYCLE } from '../listings/lifecycle';
import { WANTED_AD_LIFECYCLE } from '../wanted-ads/lifecycle';
import { expiryFrom, lifetimeDays } from './lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-15T12:00:00Z');
const stored = (status: string, expiresInDays = 10) => ({
  status,
  availability: 'Available',
  expiresAt: new Date(NOW + expiresInDays * DAY),
});

type Kind = typeof LISTING_LIFECYCLE | typeof WANTED_AD_LIFECYCLE;

/** Expected outcome per action × stored status (expiry in the future): the new status, or 409. */
const KINDS: { kind: Kind; table: Record<string, Record<string, string | 409>> }[] = [
  {
    kind: LISTING_LIFECYCLE,
    table: {
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
    },
  },
  {
    kind: WANTED_AD_LIFECYCLE,
    table: {
      renew: { active: 'active', paused: 'active', expired: 'active', 'under-review': 409 },
      pause: { active: 'paused', paused: 409, expired: 409, 'under-review': 409 },
      resume: { active: 409, paused: 'active', expired: 409, 'under-review': 409 },
    },
  },
];

/** A kind's transition, whatever its action type (the table names them as strings). */
const transition = (kind: Kind, action: string, data: Record<string, unknown>, days?: number) =>
  (kind.transition as (a: string, d: Record<string, unknown>, n: number, days?: number) => unknown)(
    action,
    data,
    NOW,
    days,
  );

describe('transition', () => {
  for (const { kind, table } of KINDS) {
    it(`when the table of a ${kind.noun} is read, then it covers every action and status`, () => {
      expect(Object.keys(table).sort()).toEqual([...kind.actions].sort());
      for (const row of Object.values(table)) {
        expect(Object.keys(row).sort()).toEqual([...kind.statuses].sort());
      }
    });

    for (const action of kind.actions) {
      for (const from of kind.statuses) {
        const expected = table[action]![from]!;
        it(`when the owner asks to ${action} a ${kind.noun} that is ${from}, then ${expected === 409 ? 'it is refused with 409' : `it becomes ${expected}`}`, () => {
          const run = () => transition(kind, action, stored(from), 30) as { status: string };
          if (expected === 409) {
            expect(run).toThrow(expect.objectContaining({ status: 409 }));
          } else {
            expect(run().status).toBe(expected);
          }
        });
      }
    }

    it(`when a ${kind.noun} is renewed, then it expires the lifetime from now and counts as updated`, () => {
      for (const from of kind.transitions.renew) {
        expect(transition(kind, 'renew', stored(from, 1), 30)).toEqual({
          status: 'active',
          expiresAt: NOW + 30 * DAY,
          renewed: true,
        });
      }
    });

    it(`when a paused ${kind.noun} is resumed within its time, then it keeps its expiry`, () => {
      expect(transition(kind, 'resume', stored('paused', 5), 30)).toEqual({
        status: 'active',
        renewed: false,
      });
      expect(transition(kind, 'pause', stored('active'), 30)).toEqual({
        status: 'paused',
        renewed: false,
      });
    });

    it(`when a paused ${kind.noun} is resumed after its time ran out, then it is renewed`, () => {
      for (const expiresAt of [new Date(NOW - 2 * DAY), NOW - 1]) {
        expect(transition(kind, 'resume', { status: 'paused', expiresAt }, 30)).toEqual({
          status: 'active',
          expiresAt: NOW + 30 * DAY,
          renewed: true,
        });
      }
    });
  }

  it('when an active listing is past its expiry, then it counts as expired: pause is refused, let and renew work', () => {
    const lapsed = stored('active', -1);
    expect(() => transition(LISTING_LIFECYCLE, 'pause', lapsed)).toThrow(
      'This listing has expired: renew it first',
    );
    expect(LISTING_LIFECYCLE.transition('let', lapsed, NOW).status).toBe('let');
    expect(LISTING_LIFECYCLE.transition('renew', lapsed, NOW).status).toBe('active');
  });

  it('when an action is refused, then the message says why, in the words of its kind', () => {
    const at = (status: string, expiresAt = NOW + DAY) => ({ status, expiresAt });
    const refused: [Kind, string, Record<string, unknown>, string][] = [
      [LISTING_LIFECYCLE, 'pause', stored('paused'), 'This listing is already paused'],
      [LISTING_LIFECYCLE, 'let', stored('let'), 'This listing is already marked as let'],
      [LISTING_LIFECYCLE, 'resume', stored('active'), 'This listing is already active'],
      [LISTING_LIFECYCLE, 'resume', stored('let'), 'Only a paused listing can be resumed'],
      [LISTING_LIFECYCLE, 'pause', stored('let'), "A listing that is let can't be paused"],
      [
        LISTING_LIFECYCLE,
        'renew',
        stored('under-review'),
        "This listing is under review: its status can't be changed",
      ],
      [WANTED_AD_LIFECYCLE, 'pause', at('paused'), 'This ad is already paused'],
      [WANTED_AD_LIFECYCLE, 'pause', at('active', NOW), 'This ad has expired: renew it first'],
      [WANTED_AD_LIFECYCLE, 'resume', at('active'), 'This ad is already active'],
      [WANTED_AD_LIFECYCLE, 'resume', at('expired'), 'This ad has expired: renew it first'],
      [
        WANTED_AD_LIFECYCLE,
        'renew',
        at('under-review'),
        "This ad is under review: its status can't be changed",
      ],
    ];
    for (const [kind, action, data, message] of refused) {
      expect(() => transition(kind, action, data, 30)).toThrow(new HttpError(409, message));
    }
  });
});

describe('effective status', () => {
  for (const kind of [LISTING_LIFECYCLE, WANTED_AD_LIFECYCLE]) {
    it(`when an active ${kind.noun} reaches expiresAt, then it is expired from that moment`, () => {
      const data = { status: 'active', expiresAt: new Date(NOW) };
      expect(kind.effective(data, NOW - 1)).toBe('active');
      expect(kind.effective(data, NOW)).toBe('expired');
      expect(kind.effective({ status: 'active', expiresAt: NOW }, NOW)).toBe('expired');
    });

    it(`when a paused ${kind.noun} is past its expiry, then it keeps its status`, () => {
      expect(kind.effective(stored('paused', -5), NOW)).toBe('paused');
    });
  }

  it('when a listing predates statuses, then it is active and never expires by itself', () => {
    expect(LISTING_LIFECYCLE.effective({}, NOW)).toBe('active');
    expect(LISTING_LIFECYCLE.effective({ status: 'bogus' }, NOW)).toBe('active');
    expect(LISTING_LIFECYCLE.effective(stored('let', -5), NOW)).toBe('let');
  });

  it('when an ad has no expiry or an unknown status, then it reads expired or under review (never shown by mistake)', () => {
    expect(WANTED_AD_LIFECYCLE.effective({ status: 'active' }, NOW)).toBe('expired');
    expect(WANTED_AD_LIFECYCLE.effective({ status: 'odd' }, NOW)).toBe('under-review');
    expect(WANTED_AD_LIFECYCLE.effective({ status: 'under-review' }, NOW)).toBe('under-review');
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
});
