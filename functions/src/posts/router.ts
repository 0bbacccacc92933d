import { Router, type Request } from 'express';
import { forbidden, unauthorized } from '../lib/http-error';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, optionalAuth, requireVerified, type Caller } from '../middleware/auth';
import { getProfile } from '../users/repository';
import { decodeCursor } from './cursor';
import type { Owner } from './document';
import { buildPostsQuery } from './query';
import { createPost, deletePost, getPostFor, likePost, listPosts, updatePost } from './repository';
import { listQuerySchema, parsePostId, postInputSchema } from './schema';

/** Who a new post is shown as: the profile first, then the token, then "Anonymous". */
export async function ownerFor(caller: Caller): Promise<Owner> {
  const profile = await getProfile(caller.uid, caller.email);
  return {
    uid: caller.uid,
    email: caller.email,
    name: profile?.displayName || caller.name || 'Anonymous',
    photo: profile?.photoURL || caller.picture || '',
  };
}

const postId = (req: Request) => parsePostId(req.params.id);

export function postsRouter(): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    const { cursor, email, ...filters } = parseOr400(listQuerySchema, req.query);
    // "My listings": only your own, found by your uid. An e-mail is contact
    // information, so nobody can look up whose listings are whose by address.
    if (email !== undefined) {
      if (!req.caller) throw unauthorized();
      if (email !== req.caller.email) throw forbidden('You can only list your own posts');
    }
    const shape = buildPostsQuery({ ...filters, ownerId: email && req.caller?.uid });
    if (cursor) shape.startAfter = decodeCursor(cursor, shape.orderBy);
    const started = performance.now();
    const { posts, nextCursor, reads } = await listPosts(shape, req.caller);
    // Standard Server-Timing (shown in browser dev tools; read by `npm run
    // bench`): the query's time and how many documents it read, which must
    // stay at most limit + 1 however many listings exist.
    const ms = (performance.now() - started).toFixed(1);
    res.set('Server-Timing', `firestore;dur=${ms};desc="${reads} reads"`);
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    res.json(posts);
  });

  router.get('/:id', optionalAuth, async (req, res) => {
    res.json(await getPostFor(postId(req), req.caller));
  });

  router.post('/', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const input = parseOr400(postInputSchema, requireJsonObject(req.body));
    res.status(201).json(await createPost(input, await ownerFor(caller)));
  });

  // A full replacement of the editable fields: same schema as create.
  router.put('/:id', requireVerified, async (req, res) => {
    const caller = callerOf(req);
    const id = postId(req);
    const input = parseOr400(postInputSchema, requireJsonObject(req.body));
    res.json(await updatePost(id, caller, input));
  });

  router.delete('/:id', requireVerified, async (req, res) => {
    await deletePost(postId(req), callerOf(req));
    res.json({ ok: true });
  });

  router.post('/:id/like', requireVerified, async (req, res) => {
    res.json(await likePost(postId(req), callerOf(req)));
  });

  return router;
}
