// When a viewing counts toward the poster's "Viewings held" badge. Both sides
// saying "We met" is all the two accounts themselves can prove, and two
// accounts made a minute earlier could say it of a 15-minute slot, again and
// again. So a held viewing counts only when it means something:
// - distinct people: the two accounts have different member keys (two
//   verified addresses, lib/member-key.ts);
// - each an established, verified member: both Auth accounts exist, are
//   enabled, have a verified e-mail, and were made at least
//   HELD_VIEWING_MIN_ACCOUNT_AGE_HOURS before the viewing was proposed (the
//   age reports ask for, measured at the proposal, so accounts made for the
//   purpose can't simply wait a day before answering);
// - once per pair: posterStats/{ownerUid}/heldWith/{seekerKey} marks that
//   this poster has met this member, whichever listing it was about. One
//   second account then adds at most one to the badge; per listing, it could
//   add one for each of the poster's listings (10 new ones a day).
// The Auth records are read with the Admin SDK, never from a token's claims.
import type { Timestamp } from 'firebase-admin/firestore';
import { HELD_VIEWING_MIN_ACCOUNT_AGE_HOURS } from '../contract/viewings';
import { auth, db } from '../lib/firebase';
import { memberKey } from '../lib/member-key';
import { POSTER_STATS } from '../listings/poster';

const HOUR_MS = 3600 * 1000;

/** The pairs a poster has held a counted viewing with: posterStats/{ownerUid}/heldWith/{key}. */
export const HELD_WITH = 'heldWith';

/** What the badge rules read of one side's Auth account (null: deleted). */
export type HeldParty = {
  uid: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
  /** Auth's creation time, ms. */
  createdAt: number;
} | null;

export type HeldRefusal = 'account-gone' | 'unverified' | 'too-new' | 'same-member';

/**
 * Whether two sides who both said "We met" count toward the poster's badge
 * (null) or why not. Pure: the table in held.test.ts is the rule.
 */
export function heldViewingRefusal(
  owner: HeldParty,
  seeker: HeldParty,
  proposedAt: number,
): HeldRefusal | null {
  const sides = [owner, seeker];
  if (sides.some((side) => side === null || side.disabled)) return 'account-gone';
  const [o, s] = sides as NonNullable<HeldParty>[];
  if (!o!.emailVerified || !s!.emailVerified || !o!.email || !s!.email) return 'unverified';
  const established = proposedAt - HELD_VIEWING_MIN_ACCOUNT_AGE_HOURS * HOUR_MS;
  if (
    !Number.isFinite(o!.createdAt) ||
    !Number.isFinite(s!.createdAt) ||
    o!.createdAt > established ||
    s!.createdAt > established
  ) {
    return 'too-new';
  }
  if (pairKey(o!) === pairKey(s!)) return 'same-member';
  return null;
}

/** The member key a pair is remembered by (a hash of the verified address; never the address). */
export const pairKey = (party: NonNullable<HeldParty>) =>
  memberKey({ uid: party.uid, email: party.email, emailVerified: party.emailVerified });

/** The marker that this poster already counted a viewing with this member. */
export const heldWithRef = (ownerUid: string, seeker: NonNullable<HeldParty>) =>
  db().collection(POSTER_STATS).doc(ownerUid).collection(HELD_WITH).doc(pairKey(seeker));

/** Both sides' Auth accounts (one Admin SDK call); a deleted one is null. */
export async function heldParties(
  ownerUid: string,
  seekerUid: string,
): Promise<[HeldParty, HeldParty]> {
  const { users } = await auth().getUsers([{ uid: ownerUid }, { uid: seekerUid }]);
  const of = (uid: string): HeldParty => {
    const user = users.find((u) => u.uid === uid);
    if (!user) return null;
    return {
      uid,
      email: user.email ?? '',
      emailVerified: user.emailVerified,
      disabled: user.disabled,
      createdAt: Date.parse(user.metadata.creationTime),
    };
  };
  return [of(ownerUid), of(seekerUid)];
}

/** When the viewing was proposed (ms), from its stored `createdAt`. */
export const proposedAtOf = (createdAt: unknown) =>
  typeof (createdAt as Timestamp | undefined)?.toMillis === 'function'
    ? (createdAt as Timestamp).toMillis()
    : NaN;
