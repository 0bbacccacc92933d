// The key a verified number is stored under (phoneNumbers/{key}) and counted
// by (rateLimits/phone-{key}): a SHA-256 of the E.164 number, so no document
// id, log line or rate-limit key spells the number out. Not a secret (phone
// numbers are few enough to hash them all): the documents are the server's
// alone (firestore.rules), the hash only keeps the number out of sight.
import { createHash } from 'node:crypto';

export function numberKey(e164: string): string {
  return createHash('sha256').update(`roomly-phone:${e164}`).digest('hex');
}
