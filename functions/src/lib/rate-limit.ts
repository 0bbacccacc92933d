// Per-member rate limits on writes that reach other people, counted in Firestore
// inside the same transaction as the write: a refused request writes nothing,
// and concurrent requests can't both take the last slot. Fixed windows (per
// hour, per day, aligned to the clock) keep it to one small document per
// member, keyed by the member key (lib/member-key.ts), so deleting the account
// and signing up again with the same e-mail doesn't reset the counts.
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { tooManyRequests } from './http-error';
import { memberKey, type Member } from './member-key';

export const RATE_LIMITS = 'rateLimits';

export type Action =
  | 'posts'
  | 'likes'
  | 'profileUpdates'
  | 'postChanges'
  | 'messages'
  | 'conversations'
  | 'reports'
  | 'moderation'
  | 'views'
  | 'savedSearches'
  | 'seekerAdChanges'
  | 'seekerAds'
  | 'viewings'
  | 'photos'
  | 'phoneCodes'
  | 'phoneNumberCodes'
  | 'phoneAttempts';

type Window = { max: number; seconds: number };

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Defaults from the issue; each can be changed by an environment variable (functions/.env). */
const WINDOWS: Record<Action, { env: string; fallback: number; seconds: number }[]> = {
  posts: [{ env: 'RATE_LIMIT_POSTS_PER_DAY', fallback: 10, seconds: DAY }],
  likes: [
    { env: 'RATE_LIMIT_LIKES_PER_HOUR', fallback: 60, seconds: HOUR },
    { env: 'RATE_LIMIT_LIKES_PER_DAY', fallback: 200, seconds: DAY },
  ],
  profileUpdates: [{ env: 'RATE_LIMIT_PROFILE_UPDATES_PER_HOUR', fallback: 30, seconds: HOUR }],
  // Edits and deletions of listings: generous, but a script can't churn listings forever.
  postChanges: [{ env: 'RATE_LIMIT_POST_CHANGES_PER_HOUR', fallback: 100, seconds: HOUR }],
  // A real exchange stays far below these; a spammer writing to every poster doesn't.
  messages: [{ env: 'RATE_LIMIT_MESSAGES_PER_HOUR', fallback: 120, seconds: HOUR }],
  conversations: [{ env: 'RATE_LIMIT_CONVERSATIONS_PER_DAY', fallback: 30, seconds: DAY }],
  // Reports: a new report or an update of one's own both count.
  reports: [{ env: 'RATE_LIMIT_REPORTS_PER_DAY', fallback: 20, seconds: DAY }],
  // Moderators' restores, removals and dismissals: far above a day's real work,
  // but a stolen moderator session can't wipe the site in a loop.
  moderation: [{ env: 'RATE_LIMIT_MODERATION_PER_HOUR', fallback: 300, seconds: HOUR }],
  // Counted views (new viewer of a listing today) by a signed-in member: far above
  // anyone reading listings, low enough that one account can't inflate counts
  // across the site. Anonymous views are bounded by each listing's daily cap.
  views: [{ env: 'RATE_LIMIT_VIEWS_PER_HOUR', fallback: 200, seconds: HOUR }],
  // Saving and renaming searches. Far above anyone curating ten
  // searches, low enough that a script can't churn the trigger's candidates.
  savedSearches: [{ env: 'RATE_LIMIT_SAVED_SEARCHES_PER_HOUR', fallback: 30, seconds: HOUR }],
  // "Room wanted" ads: posting, editing, deleting, renewing, pausing and
  // resuming. One active ad at a time keeps real use far below this; a script
  // can't churn ads (and the alerts they set off) for everyone's bell.
  seekerAdChanges: [{ env: 'RATE_LIMIT_SEEKER_AD_CHANGES_PER_HOUR', fallback: 30, seconds: HOUR }],
  // Viewings: proposing, declining (with new times or without), accepting,
  // cancelling and saying how one went ("We met" / "They didn't come"; the
  // same answer again is free). A real booking takes a few; a script can't
  // flood a poster's thread and calendar with proposals.
  // New "Room wanted" ads, on top of the changes above: one active ad at a
  // time makes a real seeker post one, or a few after second thoughts; a
  // deleted ad still counts, so deleting and re-posting can't set off a
  // fresh round of match alerts all day (docs/security-model.md, "Alert floods").
  seekerAds: [{ env: 'RATE_LIMIT_SEEKER_ADS_PER_DAY', fallback: 5, seconds: DAY }],
  viewings: [{ env: 'RATE_LIMIT_VIEWINGS_PER_DAY', fallback: 20, seconds: DAY }],
  // Photo uploads: eight for each of a few ads and their retakes; each costs
  // seconds of processing and megabytes stored, so a script can't fill Firestore.
  photos: [{ env: 'RATE_LIMIT_PHOTOS_PER_DAY', fallback: 60, seconds: DAY }],
  // Verification texts cost money and can be aimed at strangers' phones
  // (SMS pumping): a member sends a few (a typo, a lost text), never dozens.
  phoneCodes: [
    { env: 'RATE_LIMIT_PHONE_CODES_PER_HOUR', fallback: 3, seconds: HOUR },
    { env: 'RATE_LIMIT_PHONE_CODES_PER_DAY', fallback: 5, seconds: DAY },
  ],
  // The same number, whoever asks: many accounts can't take turns texting one phone.
  phoneNumberCodes: [{ env: 'RATE_LIMIT_PHONE_NUMBER_CODES_PER_DAY', fallback: 5, seconds: DAY }],
  // Codes entered, right or wrong, on top of the per-code bound
  // (contract/phone.ts PHONE_CODE_MAX_ATTEMPTS): guessing six digits stays hopeless.
  phoneAttempts: [{ env: 'RATE_LIMIT_PHONE_ATTEMPTS_PER_DAY', fallback: 20, seconds: DAY }],
};

/** The windows for an action, read at call time so tests and deployments can change them. */
export function windowsFor(action: Action, env: NodeJS.ProcessEnv = process.env): Window[] {
  return WINDOWS[action].map(({ env: name, fallback, seconds }) => {
    const value = Number(env[name]);
    return { max: Number.isInteger(value) && value >= 0 ? value : fallback, seconds };
  });
}

type Counter = { window: number; count: number };

/**
 * Checks the caller's counters for `action` at `now` and returns the stored
 * fields that count one more, or throws 429 with the time until the earliest
 * full window ends. Pure, so the arithmetic is unit-tested without Firestore.
 */
export function nextCounters(
  stored: DocumentData | undefined,
  action: Action,
  now: number,
  windows = windowsFor(action),
): Record<string, Counter> {
  const next: Record<string, Counter> = {};
  let retryAfter = 0;
  for (const { max, seconds } of windows) {
    const field = `${action}_${seconds}`;
    const window = Math.floor(now / 1000 / seconds);
    const current = stored?.[field] as Partial<Counter> | undefined;
    const count =
      current?.window === window && typeof current.count === 'number' ? current.count : 0;
    if (count >= max) retryAfter = Math.max(retryAfter, (window + 1) * seconds - now / 1000);
    next[field] = { window, count: count + 1 };
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter);
  return next;
}

/**
 * The member's counters. Account deletion leaves them on purpose: they hold
 * only counts and window numbers under a hashed key (nothing that names the
 * person), every window runs out within a day, and deleting them would let a
 * member reset their limits by deleting and re-creating the account.
 */
const counterRef = (member: Member) => db().collection(RATE_LIMITS).doc(memberKey(member));

/**
 * Reads the caller's counters inside `tx` (Firestore wants every read before
 * the first write). `take(action)` then throws 429 when over the limit, or
 * counts one more in the same transaction: call it once the write is certain,
 * after the transaction's other reads.
 */
export function rateLimiter(tx: Transaction, member: Member, now = Date.now()) {
  return keyedRateLimiter(tx, memberKey(member), now);
}

/**
 * The same for counters kept under another key than a member's (a phone
 * number's, `phone-<hash>`): limits on what many members could do to one thing.
 */
export async function keyedRateLimiter(tx: Transaction, key: string, now = Date.now()) {
  const ref = db().collection(RATE_LIMITS).doc(key);
  const snap = await tx.get(ref);
  return {
    take(action: Action) {
      tx.set(ref, nextCounters(snap.data(), action, now), { merge: true });
    },
  };
}

/**
 * Throws 429 when `action` is at its limit, without counting: for work worth
 * refusing before it is done (a photo's processing). The write's transaction
 * still takes the slot (`rateLimiter`), so racing requests can't both pass.
 */
export async function checkRateLimit(member: Member, action: Action, now = Date.now()) {
  const snap = await counterRef(member).get();
  nextCounters(snap.data(), action, now);
}
