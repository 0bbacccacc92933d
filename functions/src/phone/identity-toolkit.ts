// Firebase Auth's phone provider, called by the API (the Identity Toolkit REST
// API the Firebase SDKs use): the server sends each code and checks it, so its
// limits and holds can't be skipped by a client talking to Auth directly, and
// the number never has to come back to the browser. The code is linked to the
// caller's own account with their ID token, as the SDK's linkWithPhoneNumber
// does. On the emulator (FIREBASE_AUTH_EMULATOR_HOST) codes are issued locally.
import { HttpError, badRequest } from '../lib/http-error';
import { PHONE_TEXTS } from '../contract/phone';

const TIMEOUT_MS = 10_000;

function endpoint(operation: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  // The project's Web API key (public: the web app ships it), set in
  // functions/.env as WEB_API_KEY; the emulator takes any.
  const key = process.env.WEB_API_KEY || (emulator ? 'emulator' : '');
  if (!key) throw new HttpError(503, 'Phone verification is not set up on this server');
  return `${base}/accounts:${operation}?key=${encodeURIComponent(key)}`;
}

/** Identity Toolkit's error code ("INVALID_CODE", "SESSION_EXPIRED : …") → the answer people see. */
export function toPhoneError(code: string): HttpError {
  const name = code.split(/[\s:]/)[0] ?? '';
  switch (name) {
    case 'INVALID_PHONE_NUMBER':
    case 'MISSING_PHONE_NUMBER':
      return badRequest(PHONE_TEXTS.invalidNumber);
    case 'INVALID_CODE':
      return badRequest(PHONE_TEXTS.wrongCode);
    case 'SESSION_EXPIRED':
    case 'INVALID_SESSION_INFO':
    case 'CODE_EXPIRED':
      return badRequest(PHONE_TEXTS.expiredCode);
    case 'CAPTCHA_CHECK_FAILED':
    case 'MISSING_RECAPTCHA_TOKEN':
    case 'INVALID_RECAPTCHA_TOKEN':
    case 'INVALID_APP_CREDENTIAL':
      return badRequest(PHONE_TEXTS.securityCheck);
    case 'PHONE_NUMBER_EXISTS':
    case 'CREDENTIAL_ALREADY_IN_USE':
      return new HttpError(409, PHONE_TEXTS.unavailable);
    case 'TOO_MANY_ATTEMPTS_TRY_LATER':
    case 'QUOTA_EXCEEDED':
      return new HttpError(429, 'Too many requests. Try again later.');
    case 'INVALID_ID_TOKEN':
    case 'TOKEN_EXPIRED':
    case 'USER_NOT_FOUND':
      return new HttpError(401, 'Invalid or expired token');
    default:
      // Not the caller's doing (Auth down, a misconfigured project): logged
      // without the body, which could name the number.
      console.error(`Phone verification failed: ${name || 'no error code'}`);
      return new HttpError(503, 'Phone verification is unavailable. Try again later.');
  }
}

/**
 * The emulator answers keyed calls from the project it was started for; a
 * test's own project is named in the body, as its owner may.
 */
function emulatorProject(): { headers: Record<string, string>; body: Record<string, string> } {
  const project = process.env.GCLOUD_PROJECT;
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !project) return { headers: {}, body: {} };
  return { headers: { Authorization: 'Bearer owner' }, body: { targetProjectId: project } };
}

async function call<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const emulated = emulatorProject();
  let res: Response;
  try {
    res = await fetch(endpoint(operation), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...emulated.headers },
      body: JSON.stringify({ ...body, ...emulated.body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw toPhoneError('UNREACHABLE');
  }
  const answer = (await res.json().catch(() => ({}))) as {
    error?: { message?: unknown };
  } & T;
  if (!res.ok) {
    throw toPhoneError(typeof answer.error?.message === 'string' ? answer.error.message : '');
  }
  return answer;
}

/** Texts a code to `phoneNumber`; answers the session the code is checked against. */
export async function sendVerificationCode(
  phoneNumber: string,
  recaptchaToken: string,
): Promise<string> {
  const { sessionInfo } = await call<{ sessionInfo?: string }>('sendVerificationCode', {
    phoneNumber,
    recaptchaToken,
  });
  if (!sessionInfo) throw toPhoneError('NO_SESSION');
  return sessionInfo;
}

/**
 * Checks `code` and links the number to the account `idToken` is for
 * (replacing a number it had). Answers the verified number. Auth refuses a
 * number another account has (it answers a `temporaryProof` instead).
 */
export async function linkPhoneNumber(
  idToken: string,
  sessionInfo: string,
  code: string,
): Promise<string> {
  const answer = await call<{ phoneNumber?: string; temporaryProof?: string; localId?: string }>(
    'signInWithPhoneNumber',
    { idToken, sessionInfo, code },
  );
  if (answer.temporaryProof || !answer.phoneNumber) throw toPhoneError('PHONE_NUMBER_EXISTS');
  return answer.phoneNumber;
}
