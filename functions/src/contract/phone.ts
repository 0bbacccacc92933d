// Verified phone numbers: the texts, limits and number rules the API, the web
// app and the tests share. Free of zod so the web app loads it as is; the
// wire shape is contract/phone-wire.ts.
//
// A verified number proves a real, reachable person behind an account: one
// number per account, one account per number (a removed or deleted account's
// number is held for PHONE_HOLD_DAYS). The number itself is never shown to
// anyone, not even its owner in full: answers carry only its last two digits.

/** Digits in a code the text message carries (Firebase Auth's phone provider sends six). */
export const PHONE_CODE_LENGTH = 6;
/** How long a sent code may be used (Roomly's bound; Firebase's own may be shorter). */
export const PHONE_CODE_MINUTES = 10;
/** Wrong codes allowed for one sent code; then a new one must be sent. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Days a number stays held for other accounts once it is removed or its account deleted. */
export const PHONE_HOLD_DAYS = 30;

/** The API's answers people see. */
export const PHONE_TEXTS = {
  /** 400: not a number with its country code. */
  invalidNumber: 'Enter your mobile number with its country code, e.g. +1 415 555 0134',
  /** 409: in use by, or held for, another account (the same words for both: nothing to enumerate). */
  unavailable: "This number can't be used for a Roomly account right now. Use another number.",
  /** 400: the caller's own verified number again. */
  alreadyYours: 'This number is already verified on your account',
  /** 400: verify without a code sent. */
  noCode: 'Send a code to your number first',
  /** 400: not six digits. */
  codeFormat: `Enter the ${PHONE_CODE_LENGTH}-digit code from the text message`,
  /** 400: the wrong code. */
  wrongCode: "That code isn't right. Check the text message and try again.",
  /** 400: older than PHONE_CODE_MINUTES (or Firebase says so). */
  expiredCode: 'This code has expired. Send a new one.',
  /** 429: PHONE_CODE_MAX_ATTEMPTS wrong codes for this one. */
  tooManyWrong: 'Too many wrong codes. Send a new one.',
  /** 400: the reCAPTCHA (production) check failed. */
  securityCheck: 'The security check failed. Try again.',
  /** 400: DELETE without a verified number. */
  noNumber: 'There is no verified number on your account',
  /** 403: posting or starting a conversation without a verified phone. */
  required: 'Please verify your phone number first',
} as const;

/**
 * "+1 (415) 555-0134" → "+14155550134" (E.164), or null when it isn't one:
 * a leading + and country code, then 8 to 15 digits in all. Spaces, dots,
 * dashes and brackets are allowed between the digits, nothing else.
 */
export function normalizePhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.slice(1).replace(/[\s().-]/g, '');
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** The last two digits: all an answer ever says about a number ("ending in 34"). */
export const phoneEnding = (e164: string): string => e164.slice(-2);

/** "the number ending in 34". */
export const endingText = (ending: string): string => `the number ending in ${ending}`;
