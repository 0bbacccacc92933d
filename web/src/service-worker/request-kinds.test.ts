import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppPath, requestKind, type RequestFacts } from './request-kinds';

const ORIGIN = 'https://roomly.example';

const kind = (
  path: string,
  facts: Partial<Omit<RequestFacts, 'url'>> = {},
  urlOrigin: string = ORIGIN,
) =>
  requestKind({
    method: 'GET',
    origin: ORIGIN,
    mode: 'cors',
    authorized: false,
    ...facts,
    url: new URL(path, urlOrigin),
  });

const navigate = (path: string) => kind(path, { mode: 'navigate' });

describe('requestKind', () => {
  it.each(['/', '/browse-listings', '/liked', '/messages/abc', '/room-wanted/mine', '/moderation'])(
    'when the browser opens the app page %s, then the precached app shell answers',
    (path) => expect(navigate(path)).toBe('app-page'),
  );

  it.each(['/details/abc123', '/room-wanted/ad42'])(
    'when the browser opens the first view %s, then the saved copy answers first',
    (path) => expect(navigate(path)).toBe('served-page'),
  );

  it.each([
    '/mail/unsubscribe?token=x',
    '/__/auth/handler',
    '/photos/p1/w480.webp',
    '/manifest.webmanifest',
    '/images/hero/1.jpg',
    '/details/a/b',
    '/posts/abc',
  ])('when the browser opens %s, then the network answers (not the app)', (path) =>
    expect(navigate(path)).toBe('network'),
  );

  it.each([
    '/posts/liked',
    '/posts?email=sid%40example.com&limit=12',
    '/seeker-ads/mine',
    '/posts/abc123',
    '/seeker-ads/ad42',
  ])('when the app reads %s, then it is network-first with the saved answer behind', (path) =>
    expect(kind(path, { authorized: true })).toBe('saved-read'),
  );

  it.each([
    '/posts?limit=12',
    '/posts/count',
    '/posts/expiring-soon',
    '/posts/abc/likes',
    '/seeker-ads?limit=12',
    '/seeker-ads/count',
    '/users/me/phone',
    '/users/sid%40example.com',
    '/users/me/notifications',
    '/conversations/unread-count',
    '/viewings',
    '/places?q=new',
  ])('when the app reads %s, then it goes to the network and nothing is saved', (path) =>
    expect(kind(path, { authorized: true })).toBe('network'),
  );

  it('when a public photo file is fetched, then it is cached; with a token (its owner only), never', () => {
    expect(kind('/photos/p1/w480.webp')).toBe('photo');
    expect(kind('/images/listings/loft.jpg')).toBe('photo');
    expect(kind('/photos/p1/w480.webp', { authorized: true })).toBe('network');
  });

  it.each(['POST', 'PUT', 'DELETE'])(
    'when the app sends a %s, then the worker leaves it to the network (never queued)',
    (method) => {
      expect(kind('/posts/liked', { method, authorized: true })).toBe('network');
      expect(kind('/posts/abc/like', { method, authorized: true })).toBe('network');
    },
  );

  it('when a request goes to another origin, then the worker leaves it alone', () => {
    expect(kind('/posts/liked', { authorized: true }, 'https://elsewhere.example')).toBe('network');
  });
});

describe('isAppPath against firebase.json', () => {
  type Rewrite = { source: string; function?: unknown; destination?: string };
  const rewrites = (
    JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'firebase.json'), 'utf8')) as {
      hosting: { rewrites: Rewrite[] };
    }
  ).hosting.rewrites;
  // A path each rewrite's pattern matches: `/a/**` → `/a/x`, `/a/*` → `/a/x`.
  const sample = (source: string) => source.replace(/\/\*\*?$/, '/x');

  it.each(rewrites.filter((r) => r.function).map((r) => [r.source]))(
    'when Hosting gives %s to the function, then the worker never answers it with the app',
    (source) => expect(isAppPath(sample(source))).toBe(false),
  );

  it.each(rewrites.filter((r) => r.destination === '/index.html').map((r) => [r.source]))(
    'when Hosting gives %s to the app, then so does the worker',
    (source) => expect(isAppPath(sample(source))).toBe(true),
  );
});
