// Opaque cursors for the moderation queue: base64url JSON of the last entry's
// `lastReportedAt` (seconds and nanoseconds, so entries within one millisecond
// are neither skipped nor repeated) and its id.
import { Timestamp } from 'firebase-admin/firestore';
import { badRequest } from '../lib/http-error';
import { POST_ID_PATTERN } from '../listings/paths';
import { AD_QUEUE_PREFIX } from '../wanted-ads/fields';

/** A queue entry's id: a listing's, or `seekerAd:` and an ad's (store.ts). */
const isEntryId = (id: string) =>
  POST_ID_PATTERN.test(id.startsWith(AD_QUEUE_PREFIX) ? id.slice(AD_QUEUE_PREFIX.length) : id);

type Encoded = { s: number; n: number; id: string };

export function encodeQueueCursor(time: unknown, id: string): string | undefined {
  if (!(time instanceof Timestamp)) return undefined;
  const encoded: Encoded = { s: time.seconds, n: time.nanoseconds, id };
  return Buffer.from(JSON.stringify(encoded)).toString('base64url');
}

/** Firestore's timestamp range: anything else makes the SDK throw (a 500 instead of a 400). */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

export function decodeQueueCursor(cursor: string): { time: Timestamp; id: string } {
  let parsed: Partial<Encoded> | null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<Encoded>;
  } catch {
    throw badRequest('Invalid cursor');
  }
  const { s, n, id } = parsed ?? {};
  if (
    !Number.isSafeInteger(s) ||
    s! < MIN_SECONDS ||
    s! > MAX_SECONDS ||
    !Number.isInteger(n) ||
    n! < 0 ||
    n! > 999_999_999 ||
    typeof id !== 'string' ||
    !isEntryId(id)
  ) {
    throw badRequest('Invalid cursor');
  }
  return { time: new Timestamp(s!, n!), id };
}
