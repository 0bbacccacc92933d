// Serving a variant (GET /photos/:id/:file): to everyone while an ad or a
// profile shows the photo and it isn't held as a suspected copy, else to its
// owner and the moderators only (a listing under review, a held photo: theirs
// to look at), else 404 as if it never existed. What "shows" means is each
// kind's own (a listing: while it is active), given by whoever mounts the
// route (app.ts): photos/ sits below the ads, which attach photos, so it
// never imports them.
import type { DocumentData } from 'firebase-admin/firestore';
import {
  PHOTO_FILE_PATTERN,
  PHOTO_FORMATS,
  PHOTO_ID_PATTERN,
  PHOTO_WIDTHS,
} from '../contract/photo';
import type { Caller } from '../middleware/auth';
import { existingTargets, readPhotoAndVariant } from './repository';

/** For each collection a photo can be attached in, whether a document there shows it to everyone. */
export type ShownBy = Record<string, (data: DocumentData, now: number) => boolean>;

/** A member's profile photo is public wherever the member appears. */
const ALWAYS_SHOWN: ShownBy = { users: () => true };

export type Served =
  | { found: false }
  | { found: true; bytes: Buffer; etag: string; type: string; audience: 'public' | 'private' };

const WIDTHS = new Set<number>(PHOTO_WIDTHS);
const FORMATS = new Set<string>(PHOTO_FORMATS);

/**
 * Documents read at once while looking for one that shows the photo: a photo
 * on many ads (one of a member's on all of theirs, the demo data's at the
 * bench's scale) is read a batch at a time until one does, so a public
 * photo's first fetch reads at most this many of them in the usual case.
 */
export const TARGETS_PER_READ = 10;

/** Whether some document in `attachedTo` shows the photo to everyone. */
async function shownToAll(attachedTo: unknown, shownBy: ShownBy, now: number) {
  const paths = (Array.isArray(attachedTo) ? attachedTo : []).filter(
    (path): path is string => typeof path === 'string' && path.split('/').length === 2,
  );
  const rules = { ...shownBy, ...ALWAYS_SHOWN };
  const known = paths.filter((path) => rules[path.split('/')[0]!] !== undefined);
  for (let start = 0; start < known.length; start += TARGETS_PER_READ) {
    const targets = await existingTargets(known.slice(start, start + TARGETS_PER_READ));
    if ([...targets].some(([path, data]) => rules[path.split('/')[0]!]!(data, now))) return true;
  }
  return false;
}

export async function servePhoto(
  id: string,
  file: string,
  caller: Caller | undefined,
  shownBy: ShownBy,
  now = Date.now(),
): Promise<Served> {
  const match = PHOTO_FILE_PATTERN.exec(file);
  if (!PHOTO_ID_PATTERN.test(id) || !match) return { found: false };
  if (!WIDTHS.has(Number(match[1])) || !FORMATS.has(match[2]!)) return { found: false };
  const { photo, variant } = await readPhotoAndVariant(id, file);
  if (!photo || !variant || !Buffer.isBuffer(variant.bytes)) return { found: false };
  const moderator = caller?.moderator === true && caller.emailVerified;
  const ownerOrModerator = caller?.uid === photo.ownerId || moderator;
  // A suspected copy (copies.ts) shows to no one else until a moderator clears it.
  const held = photo.held !== undefined;
  const audience =
    !held && (await shownToAll(photo.attachedTo, shownBy, now))
      ? 'public'
      : ownerOrModerator
        ? 'private'
        : undefined;
  if (!audience) return { found: false };
  return {
    found: true,
    bytes: variant.bytes,
    etag: String(variant.etag),
    type: `image/${match[2]}`,
    audience,
  };
}
