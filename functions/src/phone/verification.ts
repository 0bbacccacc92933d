// The phone use cases: the caller's status, sending a code, checking it, and
// removing the number; and holding the number when an account is deleted.
// Refusals of Roomly's own (a malformed number, a held one, a limit reached,
// no code to check) write nothing; a code entered counts as a try before it
// is checked, right or wrong, so guesses are bounded even when Auth is slow.
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_MINUTES,
  PHONE_TEXTS,
  normalizePhoneNumber,
  phoneEnding,
} from '../contract/phone';
import type { PhoneCodeRequest, PhoneStatus, PhoneVerifyRequest } from '../contract/phone-wire';
import { auth } from '../lib/firebase';
import { HttpError, badRequest } from '../lib/http-error';
import { keyedRateLimiter, rateLimiter } from '../lib/rate-limit';
import { runTransaction } from '../lib/transaction';
import type { Caller } from '../middleware/auth';
import { checkFields, checkRef, toCheck, type Check } from './checks';
import { availableTo, claimRef, claimedBy, heldFor, toClaim } from './claims';
import { linkPhoneNumber, sendVerificationCode } from './identity-toolkit';
import { numberKey } from './number-key';
import { authRecord, verifiedPhoneOf } from './verified';

/**
 * Keeps the "Phone verified" badge stored on a member's ads current when
 * their number is added or removed. Given by app.ts: the ads' features
 * import phone/, so phone/ can't import them.
 */
export type PhoneBadgeCopies = (uid: string, verified: boolean) => Promise<void>;

const unavailable = () => new HttpError(409, PHONE_TEXTS.unavailable);
const CODE = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

function statusOf(phone: string | null, check: Check | null, now: number): PhoneStatus {
  return {
    verified: phone !== null,
    ending: phone ? phoneEnding(phone) : null,
    pending:
      check && check.expiresAt > now
        ? { ending: check.ending, expiresAt: new Date(check.expiresAt).toISOString() }
        : null,
  };
}

export async function phoneStatus(uid: string, now = Date.now()): Promise<PhoneStatus> {
  const [phone, check] = await Promise.all([verifiedPhoneOf(uid), checkRef(uid).get()]);
  return statusOf(phone, toCheck(check.data()), now);
}

async function otherHolder(phone: string, uid: string): Promise<UserRecord | null> {
  try {
    const holder = await auth().getUserByPhoneNumber(phone);
    return holder.uid === uid ? null : holder;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/** Texts a code to the number, unless it is held or a limit is reached. */
export async function sendCode(
  caller: Caller,
  body: PhoneCodeRequest,
  now = Date.now(),
): Promise<PhoneStatus> {
  const phone = normalizePhoneNumber(body.phoneNumber);
  if (!phone) throw badRequest(PHONE_TEXTS.invalidNumber);
  const current = await verifiedPhoneOf(caller.uid);
  if (current === phone) throw badRequest(PHONE_TEXTS.alreadyYours);
  // Auth links a number to one account only: say so before a text is sent.
  if (await otherHolder(phone, caller.uid)) throw unavailable();
  const key = numberKey(phone);
  await runTransaction(async (tx) => {
    const claim = toClaim((await tx.get(claimRef(key))).data());
    const member = await rateLimiter(tx, caller, now);
    const number = await keyedRateLimiter(tx, `phone-${key}`, now);
    if (!availableTo(claim, caller.uid, now)) throw unavailable();
    member.take('phoneCodes');
    number.take('phoneNumberCodes');
  });
  // Counted before it is sent: a text Auth refuses (a number it can't reach,
  // a failed reCAPTCHA) was still an attempt to send one.
  const sessionInfo = await sendVerificationCode(phone, body.recaptchaToken);
  const check: Check = {
    numberKey: key,
    ending: phoneEnding(phone),
    sessionInfo,
    expiresAt: now + PHONE_CODE_MINUTES * 60_000,
    attempts: 0,
  };
  await checkRef(caller.uid).set({ ...checkFields(check), sentAt: FieldValue.serverTimestamp() });
  return statusOf(current, check, now);
}

/**
 * Checks the code with Auth, which links the number to the caller's account
 * (`idToken`: theirs, already verified), then gives the number to them and
 * holds the one it replaced.
 */
export async function verifyCode(
  caller: Caller,
  idToken: string,
  body: PhoneVerifyRequest,
  badges: PhoneBadgeCopies[] = [],
  now = Date.now(),
): Promise<PhoneStatus> {
  const code = body.code.trim();
  if (!CODE.test(code)) throw badRequest(PHONE_TEXTS.codeFormat);
  const check = await runTransaction(async (tx) => {
    const found = toCheck((await tx.get(checkRef(caller.uid))).data());
    const claim = found ? toClaim((await tx.get(claimRef(found.numberKey))).data()) : null;
    const limiter = await rateLimiter(tx, caller, now);
    if (!found) throw badRequest(PHONE_TEXTS.noCode);
    if (found.expiresAt <= now) throw badRequest(PHONE_TEXTS.expiredCode);
    if (found.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
      throw new HttpError(429, PHONE_TEXTS.tooManyWrong);
    }
    if (!availableTo(claim, caller.uid, now)) throw unavailable();
    limiter.take('phoneAttempts');
    tx.update(checkRef(caller.uid), { attempts: found.attempts + 1 });
    return found;
  });
  const previous = await verifiedPhoneOf(caller.uid);
  let phone: string;
  try {
    phone = await linkPhoneNumber(idToken, check.sessionInfo, code);
  } catch (err) {
    if (err instanceof HttpError && err.message === PHONE_TEXTS.expiredCode) {
      await checkRef(caller.uid).delete();
    }
    throw err;
  }
  const key = numberKey(phone);
  if (key !== check.numberKey) throw unavailable();
  await runTransaction(async (tx) => {
    // Auth now has the number on this account, and on no other: the claim follows.
    tx.set(claimRef(key), claimedBy(caller.uid));
    if (previous && previous !== phone) {
      tx.set(claimRef(numberKey(previous)), heldFor(caller.uid, now));
    }
    tx.delete(checkRef(caller.uid));
  });
  if (!previous) await Promise.all(badges.map((copy) => copy(caller.uid, true)));
  return statusOf(phone, null, now);
}

/** Takes the number off the account (Auth and Roomly) and holds it for other accounts. */
export async function removeNumber(
  caller: Caller,
  badges: PhoneBadgeCopies[] = [],
  now = Date.now(),
): Promise<PhoneStatus> {
  const user = await authRecord(caller.uid);
  if (!user?.phoneNumber) throw badRequest(PHONE_TEXTS.noNumber);
  const verified = await verifiedPhoneOf(caller.uid, user);
  await auth().updateUser(caller.uid, { phoneNumber: null });
  if (verified) {
    await claimRef(numberKey(verified)).set(heldFor(caller.uid, now));
    await Promise.all(badges.map((copy) => copy(caller.uid, false)));
  }
  return phoneStatus(caller.uid, now);
}

/** Account deletion: the number is held for everyone, and a pending code forgotten. */
export async function holdNumberOf(uid: string, now = Date.now()): Promise<void> {
  const phone = await verifiedPhoneOf(uid);
  if (phone) await claimRef(numberKey(phone)).set(heldFor(null, now));
  await checkRef(uid).delete();
}
