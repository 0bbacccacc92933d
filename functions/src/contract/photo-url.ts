// A link to an image over https with a host: what a listing's photo may be
// besides the app's own bundled images: the API's check (listings/photos.ts) and
// the listing form's (photo-fields.tsx) are this one. The pages' Content
// Security Policy loads images from other sites over https only
// (web/build/csp.ts, `img-src 'self' data: https:`), so an http link would be
// accepted and then never show.
export function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    // `new URL` accepts "https:foo"; a photo needs a host.
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The details gallery's `sizes`: the main column's width, two thirds of the
 * page on desktops, all of it on phones. The gallery's <img> and the served
 * page's preload of the cover (share/tags.ts) must name the same, or the
 * browser downloads the cover twice.
 */
export const GALLERY_SIZES = '(min-width: 900px) 800px, 100vw';
