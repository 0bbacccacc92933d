import { describe, expect, it } from 'vitest';
import { availableTo, type Claim } from './claims';

const NOW = Date.UTC(2026, 10, 29);
const DAY = 86_400_000;
const claim = (fields: Partial<Claim>): Claim => ({
  uid: null,
  formerUid: null,
  heldUntil: null,
  ...fields,
});

describe('availableTo: who may verify a number', () => {
  it.each<[string, Claim | null, boolean]>([
    ['nobody ever had it', null, true],
    ['it verifies this member', claim({ uid: 'me' }), true],
    ['it verifies another account', claim({ uid: 'them' }), false],
    [
      'this member removed it days ago',
      claim({ formerUid: 'me', heldUntil: NOW + 20 * DAY }),
      true,
    ],
    [
      'another member removed it days ago',
      claim({ formerUid: 'them', heldUntil: NOW + 20 * DAY }),
      false,
    ],
    ['its account was deleted days ago', claim({ heldUntil: NOW + 20 * DAY }), false],
    ['the hold ended', claim({ heldUntil: NOW - 1 }), true],
    ['the hold ends this instant', claim({ heldUntil: NOW }), true],
  ])('when %s, then it is %s', (_, stored, expected) => {
    expect(availableTo(stored, 'me', NOW)).toBe(expected);
  });
});
