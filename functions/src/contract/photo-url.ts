// A link to an image over https with a host: what a listing's photo may be
// besides the app's own bundled images: the API's check (posts/photos.ts) and
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
