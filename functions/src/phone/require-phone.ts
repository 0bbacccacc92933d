// The gate on writes that start something with other people (a listing, a
// Room wanted ad, a conversation): a verified e-mail and a verified phone, so
// each new ad or first message comes from a reachable person with one account.
import type { RequestHandler } from 'express';
import { PHONE_TEXTS } from '../contract/phone';
import { forbidden } from '../lib/http-error';
import { requireVerified } from '../middleware/auth';
import { isPhoneVerified } from './verified';

export const requireVerifiedPhone: RequestHandler = async (req, res, next) => {
  await requireVerified(req, res, () => undefined);
  if (!(await isPhoneVerified(req.caller!.uid))) throw forbidden(PHONE_TEXTS.required);
  next();
};
