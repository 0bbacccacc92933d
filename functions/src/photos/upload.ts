// POST /photos: the body's bytes, checked before any work (the caller's daily
// limit, the declared type and size), processed (process.ts) and stored with
// the upload counted (repository.ts). A refusal stores nothing.
import express, { type Request, type Response } from 'express';
import { PHOTO_MESSAGES, PHOTO_UPLOAD, photoUrl, type UploadedPhoto } from '../contract/photo';
import { HttpError, badRequest } from '../lib/http-error';
import { checkRateLimit } from '../lib/rate-limit';
import type { Caller } from '../middleware/auth';
import { copyOf } from './copies';
import { copyCandidates, storePhoto } from './repository';

const readRaw = express.raw({ type: () => true, limit: PHOTO_UPLOAD.maxBytes });

/**
 * The request's bytes. Cloud Functions' host has usually read the body
 * already (`rawBody`, middleware/body-limit.ts says why); in-process it is
 * read here, up to the limit.
 */
async function bodyBytes(req: Request, res: Response): Promise<Buffer> {
  const kept = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(kept)) return kept;
  try {
    await new Promise<void>((resolve, reject) =>
      readRaw(req, res, (err?: unknown) => (err ? reject(err) : resolve())),
    );
  } catch (err) {
    if ((err as { type?: unknown }).type === 'entity.too.large') {
      throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
    }
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

/** `image/*` or `application/octet-stream`: what the type says is checked against the bytes later. */
function assertPhotoContentType(req: Request) {
  const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!/^image\/[\w.+-]+$/.test(type) && type !== 'application/octet-stream') {
    throw new HttpError(415, PHOTO_MESSAGES.contentType);
  }
}

export async function uploadPhoto(
  req: Request,
  res: Response,
  caller: Caller,
): Promise<UploadedPhoto> {
  await checkRateLimit(caller, 'photos');
  assertPhotoContentType(req);
  if (Number(req.get('content-length') ?? 0) > PHOTO_UPLOAD.maxBytes) {
    throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
  }
  // The image tools (sharp's native library) load with the first upload, not
  // with every instance that only answers reads.
  const { processPhoto } = await import('./process.js');
  const photo = await processPhoto(await bodyBytes(req, res));
  const copied = copyOf(photo.hash, caller.uid, await copyCandidates(photo.hashBands));
  const id = await storePhoto(caller, photo, copied);
  return {
    id,
    url: photoUrl(id),
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    ...(copied ? { held: true as const, message: PHOTO_MESSAGES.held } : {}),
  };
}
