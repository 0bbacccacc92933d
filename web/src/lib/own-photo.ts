// An upload only its owner may see yet (a fresh one in a form, one waiting
// for a moderator, a paused ad's): its files answer the owner's ID token alone
// (docs/photos.md),
// which an <img> never sends, so it is fetched with the token and shown from
// a blob URL, freed when the photo leaves the page.
import { useEffect, useState } from 'react';
import { PHOTO_WIDTHS, photoVariantUrl, uploadedPhotoId } from '@contract/photo-files';
import { env } from '@/config/env';
import { getIdToken } from '@/lib/firebase';

/**
 * A blob URL of `url`'s (`/photos/<id>`) WebP at `width` fetched as the
 * signed-in member; undefined until then, if refused, or signed out (no
 * request: the files answer a visitor what the <img> was answered).
 */
export function useOwnPhoto(
  url: string | undefined,
  width: (typeof PHOTO_WIDTHS)[number] = PHOTO_WIDTHS[0],
): string | undefined {
  const [shown, setShown] = useState<{ url: string; blob: string }>();
  useEffect(() => {
    const id = url && uploadedPhotoId(url);
    if (!id) return;
    let blob: string | undefined;
    let cancelled = false;
    void (async () => {
      const token = await getIdToken();
      if (!token || cancelled) return;
      const response = await fetch(`${env.apiBaseUrl}${photoVariantUrl(id, width, 'webp')}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok || cancelled) return;
      blob = URL.createObjectURL(await response.blob());
      if (cancelled) URL.revokeObjectURL(blob);
      else setShown({ url, blob });
    })().catch(() => {});
    return () => {
      cancelled = true;
      if (blob) URL.revokeObjectURL(blob);
    };
  }, [url, width]);
  return shown && shown.url === url ? shown.blob : undefined;
}
