import { Router } from 'express';
import { forbidden, notFound } from '../lib/http-error';
import { safePhotoUrl } from '../lib/safe-photo-url';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, requireAuth } from '../middleware/auth';
import { isPhoneVerified } from '../phone/verified';
import type { UserProfile } from '../contract/user-profile';
import { ownEmail } from './own-email';
import { ensureProfile, getProfile, updateProfile, type Profile } from './repository';
import { PROFILE_LIMITS, createProfileSchema, updateProfileSchema } from './schema';

/**
 * Moves the copies of a member's photo kept where they appear (their listings,
 * ads, conversations) from one URL to another. Given by app.ts: the features
 * that keep copies import users/, so users/ can't import them.
 */
export type PhotoCopies = (uid: string, from: string, to: string) => Promise<void>;

/** The profile as sent: the stored fields and whether the account has a verified phone. */
async function answer(uid: string, profile: Profile): Promise<UserProfile> {
  return { ...profile, phoneVerified: await isPhoneVerified(uid) };
}

/** Profiles. DELETE /users/:email (the whole account) is account/router.ts, mounted first. */
export function usersRouter(photoCopies: PhotoCopies[] = []): Router {
  const router = Router();
  router.use(requireAuth);

  router.post('/', async (req, res) => {
    const caller = callerOf(req);
    const body = parseOr400(
      createProfileSchema,
      req.body === undefined ? {} : requireJsonObject(req.body),
    );
    if (body.email !== undefined && body.email !== caller.email) {
      throw forbidden('You can only create your own profile');
    }
    const profile = await ensureProfile(caller.uid, caller.email, {
      // Google sign-in sends nothing: the token's name and picture fill in.
      displayName: body.displayName || caller.name?.slice(0, PROFILE_LIMITS.displayName),
      photoURL: body.photoURL || safePhotoUrl(caller.picture) || undefined,
      preferences: body.preferences,
      timeZone: body.timeZone,
    });
    res.json(await answer(caller.uid, profile));
  });

  router.get('/:email', async (req, res) => {
    const caller = callerOf(req);
    const profile = await getProfile(caller.uid, ownEmail(req, caller));
    if (!profile) throw notFound('Profile not found');
    res.json(await answer(caller.uid, profile));
  });

  router.put('/:email', async (req, res) => {
    const caller = callerOf(req);
    const email = ownEmail(req, caller);
    const changes = parseOr400(updateProfileSchema, requireJsonObject(req.body));
    const { profile, replacedUpload } = await updateProfile(caller, email, changes);
    if (replacedUpload) {
      const { from, to } = replacedUpload;
      await Promise.all(photoCopies.map((move) => move(caller.uid, from, to)));
    }
    res.json(await answer(caller.uid, profile));
  });

  return router;
}
