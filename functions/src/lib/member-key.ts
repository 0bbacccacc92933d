// The key per-member limits are counted by: rate-limit counters and "one
// report per member and listing". A uid is renewed at will by deleting the
// account and signing up again with the same e-mail, so a verified member is
// keyed by their e-mail address instead (hashed: the key is stored, the
// address isn't). An unverified account owns no address yet, so it is keyed
// by its uid: another account can't use up a real owner's limits by signing
// up, unverified, with their address.
import { createHash } from 'node:crypto';

/**
 * What a member key is made from: the verified caller's uid, e-mail and
 * whether it is verified (a middleware/auth.ts Caller is one; declared here
 * because lib/ sits below middleware/).
 */
export type Member = { uid: string; email: string; emailVerified: boolean };

/** SHA-256 (hex) of the lowercased, verified e-mail; `uid-…` for an unverified account. */
export function memberKey(member: Member): string {
  if (member.emailVerified && member.email) {
    return createHash('sha256').update(member.email.trim().toLowerCase()).digest('hex');
  }
  return `uid-${member.uid}`;
}
