// /users/me/phone: the caller's verified phone number. Reading the status
// needs a session; sending and checking codes a verified e-mail (texts cost
// money and reach a stranger's phone, so not for throwaway sign-ups). Every
// answer is a PhoneStatus: whether there is a number and its last two digits,
// never the number.
import { Router, type Request } from 'express';
import { phoneCodeRequestSchema, phoneVerifyRequestSchema } from '../contract/phone-wire';
import { unauthorized } from '../lib/http-error';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireAuth, requireVerified } from '../middleware/auth';
import {
  phoneStatus,
  removeNumber,
  sendCode,
  verifyCode,
  type PhoneBadgeCopies,
} from './verification';

/** The caller's ID token, already verified by requireVerified: Auth links the number with it. */
function idTokenOf(req: Request): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  if (!match) throw unauthorized();
  return match[1]!;
}

export function phoneRouter(badges: PhoneBadgeCopies[] = []): Router {
  const router = Router();

  router.get('/', requireAuth, async (req, res) => {
    res.json(await phoneStatus(callerOf(req).uid));
  });

  router.post('/code', requireVerified, async (req, res) => {
    const body = parseOr400(phoneCodeRequestSchema, requireJsonObject(req.body));
    res.json(await sendCode(callerOf(req), body));
  });

  router.post('/verify', requireVerified, async (req, res) => {
    const body = parseOr400(phoneVerifyRequestSchema, requireJsonObject(req.body));
    res.json(await verifyCode(callerOf(req), idTokenOf(req), body, badges));
  });

  router.delete('/', requireVerified, async (req, res) => {
    res.json(await removeNumber(callerOf(req), badges));
  });

  return router;
}
