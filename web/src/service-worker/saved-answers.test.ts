import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER, SAVED_FOR_HEADER } from './caches';
import {
  forbidsSharing,
  forbidsStoring,
  savedCopy,
  savedFor,
  uidOfAuthorization,
} from './saved-answers';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (uid: string) =>
  `Bearer ${base64url({ alg: 'none' })}.${base64url({ user_id: uid, sub: uid })}.sig`;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });

describe('uidOfAuthorization', () => {
  it("when a request carries an ID token, then its member's uid picks the saved copies", () => {
    expect(uidOfAuthorization(tokenFor('sid-1'))).toBe('sid-1');
  });

  it('when there is no token or a malformed one, then it is a visitor', () => {
    expect(uidOfAuthorization(null)).toBe('');
    expect(uidOfAuthorization('Bearer not-a-jwt')).toBe('');
    expect(uidOfAuthorization('Bearer a.%%%.c')).toBe('');
  });
});

describe('savedCopy', () => {
  it('when a member reads their liked listings, then the copy keeps the listings and the page cursor, stamped, without contact details', async () => {
    const response = json(
      [{ _id: 'a', title: 'Loft', contactInfo: 'Text 555-0199', liked: true }],
      {
        headers: { 'X-Next-Cursor': 'c2', Vary: 'Authorization' },
      },
    );
    const copy = await savedCopy(response, 'sid-1', 1_700_000_000_000);
    expect(copy).not.toBeNull();
    expect(await copy!.json()).toEqual([{ _id: 'a', title: 'Loft', liked: true }]);
    expect(copy!.headers.get('X-Next-Cursor')).toBe('c2');
    expect(copy!.headers.get(SAVED_AT_HEADER)).toBe('1700000000000');
    expect(copy!.headers.get(SAVED_FOR_HEADER)).toBe('sid-1');
    expect(copy!.headers.get('Vary')).toBeNull();
    // The app still gets the original, contact and all.
    expect(await response.json()).toEqual([
      { _id: 'a', title: 'Loft', contactInfo: 'Text 555-0199', liked: true },
    ]);
  });

  it.each([
    ['a refusal', json({ error: 'Post not found' }, { status: 404 })],
    [
      'an answer the server says not to store',
      json([], { headers: { 'Cache-Control': 'private, no-store' } }),
    ],
    ['something not JSON', new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } })],
  ])('when the answer is %s, then nothing is saved', async (_name, response) => {
    expect(await savedCopy(response, 'sid-1', 1)).toBeNull();
  });
});

describe('savedFor', () => {
  it('when another member (or a visitor) asks, then a saved copy is not theirs', async () => {
    const copy = (await savedCopy(json({ _id: 'a' }), 'sid-1', 1))!;
    expect(savedFor(copy, 'sid-1')).toBe(true);
    expect(savedFor(copy, 'pat-2')).toBe(false);
    expect(savedFor(copy, '')).toBe(false);
  });

  it("when the server says no-store, then nothing keeps it; private (Hosting's default for the API) only keeps it out of the shared caches", () => {
    const answer = (cacheControl: string) =>
      new Response('', { headers: { 'Cache-Control': cacheControl } });
    expect(forbidsStoring(answer('no-store'))).toBe(true);
    expect(forbidsStoring(answer('private'))).toBe(false);
    expect(forbidsSharing(answer('private, no-cache'))).toBe(true);
    expect(forbidsSharing(answer('public, max-age=31536000, immutable'))).toBe(false);
  });
});
