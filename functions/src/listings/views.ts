// Poster insight: "views" counts details opened by someone other
// than the owner, each viewer at most once a (UTC) day. The day's viewers are
// kept in ONE document per listing, posts/{id}/private/views
// `{ day, salt, viewers: string[] }`, replaced when the day changes and capped
// at VIEWERS_PER_DAY keys: a crawler can't grow storage, it can at most use up
// one listing's count for the day. Nothing is stored per view.
import { createHmac, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { VIEWERS_PER_DAY } from '../contract/insight';
import { db } from '../lib/firebase';
import { notFound } from '../lib/http-error';
import { rateLimiter } from '../lib/rate-limit';
import { LISTINGS, PRIVATE, VIEWS_DOC } from './paths';
import { storedStatus } from './lifecycle';
import { LISTING_NOT_FOUND } from './repository';
import { runTransaction } from '../lib/transaction';

/**
 * Who is looking: a signed-in uid (with the e-mail its rate limit is keyed
 * by, lib/member-key.ts), else the request's address and browser.
 */
export type Viewer = {
  uid?: string;
  email?: string;
  emailVerified?: boolean;
  ip: string;
  userAgent: string;
};

/**
 * The viewer of a request. Behind Hosting and Google's front end the client's
 * address is the first X-Forwarded-For entry. A client can forge it, as it can
 * its user agent: either way it only gets counted again, up to the day's cap.
 */
export function viewerOf(req: Request): Viewer {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return {
    uid: req.caller?.uid,
    email: req.caller?.email,
    emailVerified: req.caller?.emailVerified,
    ip: forwarded || req.socket.remoteAddress || '',
    userAgent: req.get('user-agent') ?? '',
  };
}

/**
 * A short key for the viewer, never the raw uid, IP or user agent: an HMAC
 * under the deployment's secret (env VIEW_KEY_SECRET; set it in production)
 * and the listing's salt for the day, so keys can't be linked across listings
 * or days, nor turned back into an address without the secret.
 */
export function viewerKey(
  viewer: Viewer,
  salt: string,
  secret = process.env.VIEW_KEY_SECRET,
): string {
  const who = viewer.uid ? `uid:${viewer.uid}` : `anon:${viewer.ip}\n${viewer.userAgent}`;
  return createHmac('sha256', `${secret ?? ''}:${salt}`)
    .update(who)
    .digest('base64url')
    .slice(0, 16);
}

/** The UTC day, "2026-11-23": views reset at midnight UTC. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

type ViewsDoc = { day: string; salt: string; viewers: string[] };

function readViews(data: Record<string, unknown> | undefined, day: string): ViewsDoc {
  if (data?.day === day && typeof data.salt === 'string' && Array.isArray(data.viewers)) {
    return { day, salt: data.salt, viewers: data.viewers.filter((v) => typeof v === 'string') };
  }
  return { day, salt: randomBytes(12).toString('base64url'), viewers: [] };
}

/**
 * Counts one view unless the viewer is the owner, was already counted today,
 * the day's cap is reached, or the listing is under review (others see only
 * that it is being reviewed). The key set and the listing's `views` change in
 * one transaction, so concurrent views of the same viewer count once.
 * Answers whether this view counted.
 */
export async function recordView(id: string, viewer: Viewer, now = new Date()): Promise<boolean> {
  const listingRef = db().collection(LISTINGS).doc(id);
  const viewsRef = listingRef.collection(PRIVATE).doc(VIEWS_DOC);
  return runTransaction(async (tx) => {
    const [post, views] = await tx.getAll(listingRef, viewsRef);
    if (!post!.exists) throw notFound(LISTING_NOT_FOUND);
    if (viewer.uid && post!.get('ownerId') === viewer.uid) return false;
    if (storedStatus(post!.data()!) === 'under-review') return false;
    const today = readViews(views!.data(), dayOf(now));
    const key = viewerKey(viewer, today.salt);
    if (today.viewers.includes(key) || today.viewers.length >= VIEWERS_PER_DAY) return false;
    // A signed-in viewer's counted views are rate limited like other writes others see.
    if (viewer.uid) {
      const member = {
        uid: viewer.uid,
        email: viewer.email ?? '',
        emailVerified: viewer.emailVerified === true,
      };
      (await rateLimiter(tx, member)).take('views');
    }
    tx.set(viewsRef, { ...today, viewers: [...today.viewers, key] });
    tx.update(listingRef, { views: FieldValue.increment(1) });
    return true;
  });
}
