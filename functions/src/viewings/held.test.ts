// The badge rules as a table: when two sides who both said "We met" count
// toward the poster's "Viewings held".
import { describe, expect, it } from 'vitest';
import { heldViewingRefusal, type HeldParty, type HeldRefusal } from './held';

const HOUR = 3600 * 1000;
const PROPOSED = Date.UTC(2026, 5, 1, 12);

const member = (name: string, change: Partial<NonNullable<HeldParty>> = {}): HeldParty => ({
  uid: `uid-${name}`,
  email: `${name}@example.com`,
  emailVerified: true,
  disabled: false,
  createdAt: PROPOSED - 48 * HOUR,
  ...change,
});

const cases: [string, HeldParty, HeldParty, HeldRefusal | null][] = [
  ['both verified, both on Roomly two days before the proposal', member('o'), member('s'), null],
  [
    'both exactly 24 hours old at the proposal',
    member('o', { createdAt: PROPOSED - 24 * HOUR }),
    member('s', { createdAt: PROPOSED - 24 * HOUR }),
    null,
  ],
  [
    'the seeker made minutes before',
    member('o'),
    member('s', { createdAt: PROPOSED - 5 * 60 * 1000 }),
    'too-new',
  ],
  [
    'the poster made minutes before',
    member('o', { createdAt: PROPOSED - 60 * 1000 }),
    member('s'),
    'too-new',
  ],
  [
    'the seeker 23 hours old',
    member('o'),
    member('s', { createdAt: PROPOSED - 23 * HOUR }),
    'too-new',
  ],
  ['a creation time that is not a time', member('o'), member('s', { createdAt: NaN }), 'too-new'],
  ['the seeker unverified', member('o'), member('s', { emailVerified: false }), 'unverified'],
  ['the poster unverified', member('o', { emailVerified: false }), member('s'), 'unverified'],
  ['the seeker with no e-mail', member('o'), member('s', { email: '' }), 'unverified'],
  ['the seeker deleted', member('o'), null, 'account-gone'],
  ['the poster disabled', member('o', { disabled: true }), member('s'), 'account-gone'],
  [
    'two accounts of one address (in any case)',
    member('o'),
    member('s', { email: 'O@Example.com ' }),
    'same-member',
  ],
];

describe('heldViewingRefusal: who counts toward "Viewings held"', () => {
  for (const [name, owner, seeker, expected] of cases) {
    const verdict = expected ? `it doesn't count (${expected})` : 'it counts';
    it(`when ${name}, then ${verdict}`, () => {
      expect(heldViewingRefusal(owner, seeker, PROPOSED)).toBe(expected);
    });
  }
});
