import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { nextCounters, windowsFor } from './rate-limit';

const HOUR = 3600_000;
const at = (iso: string) => Date.parse(iso);

describe('nextCounters', () => {
  const windows = [{ max: 2, seconds: 3600 }];

  it('when nothing is stored, then the first request counts 1 in the current window', () => {
    const now = at('2026-11-23T10:15:00Z');
    expect(nextCounters(undefined, 'likes', now, windows)).toEqual({
      likes_3600: { window: Math.floor(now / HOUR), count: 1 },
    });
  });

  it('when the window is full, then 429 with the seconds until it ends', () => {
    const now = at('2026-11-23T10:15:00Z');
    const stored = { likes_3600: { window: Math.floor(now / HOUR), count: 2 } };
    let error: unknown;
    try {
      nextCounters(stored, 'likes', now, windows);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many requests. Try again in 45 minutes.',
      headers: { 'Retry-After': '2700' },
    });
  });

  it('when a new window starts, then the count starts again', () => {
    const now = at('2026-11-23T11:00:00Z');
    const stored = { likes_3600: { window: Math.floor(now / HOUR) - 1, count: 2 } };
    expect(nextCounters(stored, 'likes', now, windows).likes_3600!.count).toBe(1);
  });

  it('when less than a minute is left, then the message says 1 minute', () => {
    const now = at('2026-11-23T10:59:30Z');
    const stored = { likes_3600: { window: Math.floor(now / HOUR), count: 2 } };
    expect(() => nextCounters(stored, 'likes', now, windows)).toThrow(
      'Too many requests. Try again in 1 minute.',
    );
  });
});

describe('windowsFor', () => {
  it('when nothing is configured, then the defaults from the issue apply', () => {
    expect(windowsFor('posts', {})).toEqual([{ max: 10, seconds: 86400 }]);
    expect(windowsFor('likes', {})).toEqual([
      { max: 60, seconds: 3600 },
      { max: 200, seconds: 86400 },
    ]);
    expect(windowsFor('profileUpdates', {})).toEqual([{ max: 30, seconds: 3600 }]);
  });

  it('when a limit is configured, then it replaces the default; garbage is ignored', () => {
    expect(windowsFor('posts', { RATE_LIMIT_POSTS_PER_DAY: '3' })).toEqual([
      { max: 3, seconds: 86400 },
    ]);
    expect(windowsFor('posts', { RATE_LIMIT_POSTS_PER_DAY: 'lots' })).toEqual([
      { max: 10, seconds: 86400 },
    ]);
  });
});
