// Sending a photo to POST /photos (docs/photos.md) from a form: the file's
// bytes as the body, the ID token (and App Check's) as every API call sends
// them (api-client.ts), and XMLHttpRequest rather than fetch because only it
// reports the upload's progress. What the API would refuse for its type or
// size is refused here first, in its words, before anything is sent.
import { PHOTO_MESSAGES, PHOTO_UPLOAD, type UploadedPhoto } from '@contract/photo';
import { env } from '@/config/env';
import {
  ApiError,
  AUTH_FAILED_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from '@/lib/api-client';
import { getAppCheckToken, getIdToken } from '@/lib/firebase';

/** What the file picker offers (a phone's library and camera included). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
const ACCEPTED_TYPES = new Set(PHOTO_ACCEPT.split(','));

/** Why `file` can't be uploaded (the API's own message), or null when it may be. */
export function photoFileProblem(file: File): string | null {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || /\.hei[cf]$/i.test(file.name)) {
    return PHOTO_MESSAGES.heic;
  }
  if (!ACCEPTED_TYPES.has(type)) return PHOTO_MESSAGES.unsupported;
  if (file.size > PHOTO_UPLOAD.maxBytes) return PHOTO_MESSAGES.tooLarge;
  if (file.size === 0) return PHOTO_MESSAGES.unreadable;
  return null;
}

type Options = {
  /** The share of the bytes sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

/** Uploads `file`; answers the stored photo, or fails with the API's message. */
export async function uploadPhoto(file: File, options: Options = {}): Promise<UploadedPhoto> {
  const { onProgress, signal } = options;
  const [token, appCheckToken] = await Promise.all([
    getIdToken(),
    env.appCheckSiteKey ? getAppCheckToken() : null,
  ]);
  if (!token) throw new ApiError(AUTH_FAILED_MESSAGE, 401);
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/photos`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (appCheckToken) xhr.setRequestHeader('X-Firebase-AppCheck', appCheckToken);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { error?: unknown } | undefined;
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 && body) return resolve(body as UploadedPhoto);
      const message =
        typeof body?.error === 'string' && body.error
          ? body.error
          : xhr.status === 401
            ? AUTH_FAILED_MESSAGE
            : xhr.status === 413
              ? PHOTO_MESSAGES.tooLarge
              : GENERIC_ERROR_MESSAGE;
      reject(new ApiError(message, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_MESSAGE, 0));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
