// "Is this URL really an image?" for profile photos. A HEAD request tells us
// the content type when the other server allows it (CORS); most image hosts
// don't answer cross-origin HEAD requests, so otherwise we let the browser
// try to load it as an image.
const DEFAULT_TIMEOUT_MS = 8000;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

type HeadResult = 'image' | 'not-image' | 'unknown';

async function checkWithHead(url: string, timeoutMs: number): Promise<HeadResult> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
    });
    if (!response.ok)
      return response.status === 404 || response.status === 410 ? 'not-image' : 'unknown';
    const type = response.headers.get('content-type') ?? '';
    if (type.toLowerCase().startsWith('image/')) return 'image';
    // Some CDNs answer HEAD with a generic type; only a clear non-image is final.
    return /^(text\/|application\/(json|xml|xhtml))/i.test(type) ? 'not-image' : 'unknown';
  } catch {
    return 'unknown'; // CORS, network, timeout
  }
}

function checkWithImageElement(url: string, timeoutMs: number): Promise<boolean> {
  if (typeof Image === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const img = new Image();
    const timer = setTimeout(() => done(false), timeoutMs);
    function done(ok: boolean) {
      clearTimeout(timer);
      img.onload = null;
      img.onerror = null;
      resolve(ok);
    }
    img.onload = () => done(img.naturalWidth > 0 || img.width > 0);
    img.onerror = () => done(false);
    img.referrerPolicy = 'no-referrer';
    img.src = url;
  });
}

/** True when `url` is an http(s) URL that serves an image. */
export async function isImageUrl(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<boolean> {
  if (!isHttpUrl(url)) return false;
  const head = await checkWithHead(url, timeoutMs);
  if (head !== 'unknown') return head === 'image';
  return checkWithImageElement(url, timeoutMs);
}
