// "Delete my account" (DELETE /users/:email), mounted at /users before the
// profile routes. Its own router because the cascade reaches every resource,
// so nothing else may depend on it: users/ only lends it the ownership check.
import { Router } from 'express';
import { callerOf, requireAuth } from '../middleware/auth';
import { ownEmail } from '../users/own-email';
import { deleteAccount } from './delete-account';

export function accountRouter(): Router {
  const router = Router();

  // No verified e-mail needed (an unverified account owns nothing but its
  // profile), but the token is checked for revocation like every signed-in route.
  router.delete('/:email', requireAuth, async (req, res) => {
    const caller = callerOf(req);
    ownEmail(req, caller);
    await deleteAccount(caller);
    res.json({ ok: true });
  });

  return router;
}
