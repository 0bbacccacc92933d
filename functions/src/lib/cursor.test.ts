import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { HttpError } from './http-error';
import { DOCUMENT_ID, type OrderBy } from './query-shape';

/** Orderings as the lists build them (GET /posts's sorts): a value or two, then the id. */
const NEWEST: OrderBy[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];
const NEWEST_IN_RENT_RANGE: OrderBy[] = [
  { field: 'createdAt', direction: 'desc' },
  { field: 'rentAmount', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];
const RENT_ASC: OrderBy[] = [
  { field: 'rentAmount', direction: 'asc' },
  { field: DOCUMENT_ID, direction: 'asc' },
];

const bad = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('page cursors', () => {
  it('when a cursor is made from a document, then decoding gives back its exact position', () => {
    const order = NEWEST_IN_RENT_RANGE;
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

  it("when the order has nested and text fields (browse's search map), then the cursor carries each value and gives it back", () => {
    const order: OrderBy[] = [
      { field: 'search.rent', direction: 'asc' },
      { field: 'search.room', direction: 'asc', text: true },
      { field: 'search.avail', direction: 'asc', text: true },
      { field: DOCUMENT_ID, direction: 'asc' },
    ];
    const cursor = encodeCursor(order, 'p1', {
      search: { rent: 800, room: 'Private Room', avail: '' },
    });
    expect(decodeCursor(cursor!, order)).toEqual({ values: [800, 'Private Room', ''], id: 'p1' });
    // Text where a number belongs, a number where text belongs, or overlong text: refused.
    const key = 'search.rent:asc,search.room:asc,search.avail:asc,__name__:asc';
    for (const v of [
      ['800', 'Studio', ''],
      [800, 5, ''],
      [800, 'x'.repeat(201), ''],
    ]) {
      expect(() => decodeCursor(bad({ k: key, v, id: 'p1' }), order)).toThrow('Invalid cursor');
    }
    // A listing without the search map (not yet migrated) gives no cursor.
    expect(encodeCursor(order, 'p1', { rentAmount: 800 })).toBeUndefined();
  });

  it('when the document lacks an order field, then there is no cursor', () => {
    expect(encodeCursor(RENT_ASC, 'a', {})).toBeUndefined();
  });

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
      expect(() => decodeCursor(cursor, RENT_ASC)).toThrow(new HttpError(400, 'Invalid cursor'));
    });
  }

  it('when a timestamp has impossible nanoseconds, then the cursor is refused', () => {
    const order = NEWEST;
    const cursor = bad({ k: 'createdAt:desc,__name__:desc', v: [[1, 2_000_000_000]], id: 'a' });
    expect(() => decodeCursor(cursor, order)).toThrow('Invalid cursor');
  });

  it("when a timestamp is outside Firestore's range (year 0 or 10000), then the cursor is refused", () => {
    const order = NEWEST;
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
    const order = RENT_ASC;
    expect(() => decodeCursor(bad({ k: key, v: [1], id: '__x__' }), order)).toThrow(
      'Invalid cursor',
    );
  });
});
