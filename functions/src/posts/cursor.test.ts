import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { decodeCursor, encodeCursor } from './cursor';
import { orderFor } from './query';

describe('page cursors', () => {
  it('when a cursor is made from a document, then decoding gives back its exact position', () => {
    const order = orderFor('newest', true);
    const cursor = encodeCursor(order, 'abc123', {
      createdAt: { seconds: 1_700_000_000, nanoseconds: 123_456_789 },
      rentAmount: 950,
    });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor!, order)).toEqual({
      values: [{ seconds: 1_700_000_000, nanoseconds: 123_456_789 }, 950],
      id: 'abc123',
    });
  });

  it('when the document lacks an order field, then there is no cursor', () => {
    expect(encodeCursor(orderFor('rent-asc', false), 'a', {})).toBeUndefined();
  });

  const bad = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const key = 'rentAmount:asc,__name__:asc';
  const invalidCursors: [string, string][] = [
    ['it is not base64 JSON', '!!!'],
    ['it was made for another sort', bad({ k: 'rentAmount:desc,__name__:desc', v: [1], id: 'a' })],
    ['it has too many values', bad({ k: key, v: [1, 2], id: 'a' })],
    ['its value is text', bad({ k: key, v: ['1'], id: 'a' })],
    ['its id is not a post id', bad({ k: key, v: [1], id: '../users/x' })],
    ['it is JSON null', bad(null)],
  ];
  for (const [what, cursor] of invalidCursors) {
    it(`when ${what}, then it is refused with 400 'Invalid cursor'`, () => {
      expect(() => decodeCursor(cursor, orderFor('rent-asc', false))).toThrow(
        new HttpError(400, 'Invalid cursor'),
      );
    });
  }

  it('when a timestamp has impossible nanoseconds, then the cursor is refused', () => {
    const order = orderFor('newest', false);
    const cursor = bad({ k: 'createdAt:desc,__name__:desc', v: [[1, 2_000_000_000]], id: 'a' });
    expect(() => decodeCursor(cursor, order)).toThrow('Invalid cursor');
  });

  it("when a timestamp is outside Firestore's range (year 0 or 10000), then the cursor is refused", () => {
    const order = orderFor('newest', false);
    for (const seconds of [-62_135_596_801, 253_402_300_800, 9_007_199_254_740_991]) {
      const cursor = bad({ k: 'createdAt:desc,__name__:desc', v: [[seconds, 0]], id: 'a' });
      expect(() => decodeCursor(cursor, order)).toThrow('Invalid cursor');
    }
    const edge = bad({ k: 'createdAt:desc,__name__:desc', v: [[253_402_300_799, 0]], id: 'a' });
    expect(decodeCursor(edge, order).values).toEqual([
      { seconds: 253_402_300_799, nanoseconds: 0 },
    ]);
  });

  it('when the id is one Firestore reserves (__x__), then the cursor is refused', () => {
    const order = orderFor('rent-asc', false);
    expect(() => decodeCursor(bad({ k: key, v: [1], id: '__x__' }), order)).toThrow(
      'Invalid cursor',
    );
  });
});
