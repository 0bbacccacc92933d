// The demo members' verified phones: every demo account has one, as the API's
// verification leaves it (functions/src/phone/): the number on the Auth
// record and Roomly's claim, phoneNumbers/{numberKey}. Numbers are in the
// fictional +1 555 exchange, fixed per account so a reseed keeps them.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

/** "+1555" and seven digits from the account's e-mail: the same on every seed. */
export function demoVerifiedPhone(email) {
  const digits = BigInt(`0x${createHash('sha256').update(email).digest('hex')}`) % 10_000_000n;
  return `+1555${String(digits).padStart(7, '0')}`;
}

/** [ref, data] writes giving each account (e-mail → uid) its number's claim (the API's key function, compiled). */
export function demoPhoneClaims(db, uids) {
  const { numberKey } = createRequire(import.meta.url)(
    join(root, 'functions', 'lib', 'phone', 'number-key.js'),
  );
  return [...uids].map(([email, uid]) => [
    db.doc(`phoneNumbers/${numberKey(demoVerifiedPhone(email))}`),
    { uid, formerUid: null, heldUntil: null },
  ]);
}
