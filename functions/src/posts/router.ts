import { Router, type Request } from 'express';
import { parseOr400, requireJsonObject } from '../lib/validation';
import { callerOf, optionalAuth, requireAuth, type Caller } from '../middleware/auth';
import { getProfile } from '../users/repository';
import { decodeCursor } from './cursor';
import type { Owner } from './document';
import { buildPostsQuery } from './query';
import { createPost, deletePost, getPostFor, likePost, listPosts, updatePost } from './repository';
import { listQuerySchema, parsePostId, postInputSchema } from './schema';

/** Who a new post is shown as: the profile first, then the token, then "Anonymous". */
export async function ownerFor(caller: Caller): Promise<Owner> {
  const profile = await getProfile(caller.email);
  return {
    email: caller.email,
    name: profile?.displayName || caller.name || 'Anonymous',
    photo: profile?.photoURL || caller.picture || '',
  };
}

const postId = (req: Request) => parsePostId(req.params.id);

export function postsRouter(): Router {
  const router = Router();

  router.get('/', optionalAuth, async (req, res) => {
    const { cursor, ...filters } = parseOr400(listQuerySchema, req.query);
    const shape = buildPostsQuery(filters);
    if (cursor) shape.startAfter = decodeCursor(cursor, shape.orderBy);
    const started = performance.now();
    const { posts, nextCursor, reads } = await listPosts(shape);
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

  router.post('/', requireAuth, async (req, res) => {
    const caller = callerOf(req);
    const input = parseOr400(postInputSchema, requireJsonObject(req.body));
    res.status(201).json(await createPost(input, await ownerFor(caller)));
  });

  // A full replacement of the editable fields: same schema as create.
  router.put('/:id', requireAuth, async (req, res) => {
    const caller = callerOf(req);
    const id = postId(req);
    const input = parseOr400(postInputSchema, requireJsonObject(req.body));
    res.json(await updatePost(id, caller, input));
  });

  router.delete('/:id', requireAuth, async (req, res) => {
    await deletePost(postId(req), callerOf(req));
    res.json({ ok: true });
  });

  router.post('/:id/like', requireAuth, async (req, res) => {
    res.json(await likePost(postId(req), callerOf(req)));
  });

  return router;
}
