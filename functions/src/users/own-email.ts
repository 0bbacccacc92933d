import type { Request } from 'express';
import { forbidden } from '../lib/http-error';
import type { Caller } from '../middleware/auth';

/** The profile addressed by `:email`, which must be the caller's own (also account/router.ts). */
export function ownEmail(req: Request, caller: Caller): string {
  const email = String(req.params.email ?? '')
    .trim()
    .toLowerCase();
  if (email !== caller.email) throw forbidden('You can only access your own profile');
  return email;
}
