import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../contract/listing';
import { decodeCursor, encodeCursor } from './cursor';
import { firestoreValues, pageQuery, pageQuerySchema, readPage, sendPage } from './paging';
import { DOCUMENT_ID, type OrderBy } from './query-shape';

type Doc = { id: string; n: number };

/**
 * A stand-in for an ordered Firestore query over `docs` (ordered by `n`
 * descending): it answers startAfter(n, id) and limit() like Firestore and
 * records what it was asked, so the helper's reads can be counted.
 */
function fakeQuery(docs: Doc[]) {
  const asked: { startAfter?: unknown[]; limit?: number } = {};
  const make = (after?: unknown[], limit = Infinity): Query =>
    ({
      startAfter: (...values: unknown[]) => {
        asked.startAfter = values;
        return make(values, limit);
      },
      limit: (n: number) => {
        asked.limit = n;
        return make(after, n);
      },
      get: async () => {
        const start = after ? docs.findIndex((d) => d.id === after[1]) + 1 : 0;
        const read = docs.slice(start, start + limit).map(
          (d) =>
            ({
              id: d.id,
              data: () => ({ n: d.n }),
              get: () => d.n,
            }) as unknown as QueryDocumentSnapshot,
        );
        return { docs: read };
      },
    }) as unknown as Query;
  return { query: make(), asked };
}

const docs = (count: number): Doc[] =>
  Array.from({ length: count }, (_, i) => ({ id: `doc${i}`, n: count - i }));
const ORDER: OrderBy[] = [
  { field: 'n', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
];
const cursorOf = (last: QueryDocumentSnapshot) => `after-${last.id}`;

describe('readPage', () => {
  it('when more documents match than the limit, then it reads limit + 1 and gives a cursor after the page', async () => {
    const { query, asked } = fakeQuery(docs(10));
    const read = await readPage(query, 3, { cursorOf });
    expect(asked.limit).toBe(4);
    expect(read.page.map((d) => d.id)).toEqual(['doc0', 'doc1', 'doc2']);
    expect(read.nextCursor).toBe('after-doc2');
    expect(read.reads).toBe(4);
  });

  it('when exactly the limit matches, then the page is the last one and has no cursor', async () => {
    const { query } = fakeQuery(docs(3));
    const read = await readPage(query, 3, { cursorOf });
    expect(read.page).toHaveLength(3);
    expect(read.nextCursor).toBeUndefined();
    expect(read.reads).toBe(3);
  });

  it('when nothing matches, then the page is empty and has no cursor', async () => {
    const { query } = fakeQuery([]);
    expect(await readPage(query, 5, { cursorOf })).toEqual({
      page: [],
      nextCursor: undefined,
      reads: 0,
    });
  });

  it("when a position is given, then the query resumes right after it and the pages don't overlap", async () => {
    const all = docs(7);
    const { query, asked } = fakeQuery(all);
    const first = await readPage(query, 3, { cursorOf });
    const second = await readPage(query, 3, { startAfter: [5, 'doc2'], cursorOf });
    expect(asked.startAfter).toEqual([5, 'doc2']);
    expect(second.page.map((d) => d.id)).toEqual(['doc3', 'doc4', 'doc5']);
    const third = await readPage(query, 3, { startAfter: [2, 'doc5'], cursorOf });
    expect([...first.page, ...second.page, ...third.page].map((d) => d.id)).toEqual(
      all.map((d) => d.id),
    );
    expect(third.nextCursor).toBeUndefined();
  });

  it('when the last document yields no cursor, then the list ends there', async () => {
    const { query } = fakeQuery(docs(10));
    const read = await readPage(query, 3, { cursorOf: () => undefined });
    expect(read.nextCursor).toBeUndefined();
  });

  it("when the lists' own cursors are used, then the cursor out decodes to the last document's position", async () => {
    const { query } = fakeQuery(docs(5));
    const read = await readPage(query, 2, {
      cursorOf: (last) => encodeCursor(ORDER, last.id, last.data()),
    });
    expect(decodeCursor(read.nextCursor!, ORDER)).toEqual({ values: [4], id: 'doc1' });
  });
});

describe('firestoreValues', () => {
  it('when a position holds a timestamp, then Firestore gets a Timestamp with its nanoseconds', () => {
    expect(firestoreValues([{ seconds: 1_700_000_000, nanoseconds: 5 }, 950])).toEqual([
      new Timestamp(1_700_000_000, 5),
      950,
    ]);
  });
});

describe('pageQuery', () => {
  it("when no limit is given, then it is the contract's PAGE_SIZE", () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: PAGE_SIZE.default });
  });

  it("when a list keeps a smaller maximum, then the default stays the contract's", () => {
    const schema = pageQuery({ ...PAGE_SIZE, max: 50 });
    expect(schema.parse({ limit: '50', cursor: 'abc' })).toEqual({ limit: 50, cursor: 'abc' });
    expect(schema.safeParse({ limit: '51' }).error?.issues[0]?.message).toBe(
      'limit must be an integer from 1 to 50',
    );
  });

  it('when an unknown parameter is sent, then it is named in the error', () => {
    expect(pageQuerySchema.safeParse({ page: '2' }).error?.issues[0]?.message).toBe(
      'Unknown query parameter(s): page',
    );
  });
});

describe('sendPage', () => {
  const response = () => {
    const sent: { headers: Record<string, string>; body?: unknown } = { headers: {} };
    const res = {
      set: (name: string, value: string) => {
        sent.headers[name] = value;
        return res;
      },
      json: (body: unknown) => {
        sent.body = body;
        return res;
      },
    };
    return { res: res as unknown as Response, sent };
  };

  it('when another page exists, then the body is the page and X-Next-Cursor the cursor', () => {
    const { res, sent } = response();
    sendPage(res, [{ id: 1 }], 'next');
    expect(sent).toEqual({ headers: { 'X-Next-Cursor': 'next' }, body: [{ id: 1 }] });
  });

  it('when the page is the last, then no X-Next-Cursor is sent', () => {
    const { res, sent } = response();
    sendPage(res, [], undefined);
    expect(sent).toEqual({ headers: {}, body: [] });
  });
});
