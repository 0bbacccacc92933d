import { describe, expect, it } from 'vitest';
import { PHONE_TEXTS } from '../contract/phone';
import { toPhoneError } from './identity-toolkit';

describe("toPhoneError: Auth's refusals as members read them", () => {
  it.each([
    ['INVALID_CODE', 400, PHONE_TEXTS.wrongCode],
    ['SESSION_EXPIRED', 400, PHONE_TEXTS.expiredCode],
    ['INVALID_SESSION_INFO', 400, PHONE_TEXTS.expiredCode],
    ['INVALID_PHONE_NUMBER : Invalid format.', 400, PHONE_TEXTS.invalidNumber],
    ['CAPTCHA_CHECK_FAILED', 400, PHONE_TEXTS.securityCheck],
    ['PHONE_NUMBER_EXISTS', 409, PHONE_TEXTS.unavailable],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 429, 'Too many requests. Try again later.'],
    ['INVALID_ID_TOKEN', 401, 'Invalid or expired token'],
  ])('when Auth answers %s, then the member gets %i "%s"', (code, status, message) => {
    const error = toPhoneError(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it("when Auth fails in a way that isn't the member's doing, then 503 says to try later", () => {
    const error = toPhoneError('INTERNAL_ERROR');
    expect(error.status).toBe(503);
    expect(error.message).toBe('Phone verification is unavailable. Try again later.');
  });
});
