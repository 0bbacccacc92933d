// "Is this URL really an image?" for profile and listing photos, asked the way
// the page's Content Security Policy allows: an image of Roomly's own origin
// may be asked for its content type (HEAD; `connect-src 'self'`); any other
// is only tried as an image (`img-src https:`), never fetched, which the CSP
// would block and log. Only https images load from other origins, so a plain
// http link elsewhere is refused without a request.
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
    // Some servers answer HEAD with a generic type; only a clear non-image is final.
    return /^(text\/|application\/(json|xml|xhtml))/i.test(type) ? 'not-image' : 'unknown';
  } catch {
    return 'unknown'; // network, timeout
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

type Options = {
  timeoutMs?: number;
  /** The app's own origin (the page's, unless a test names another). */
  appOrigin?: string;
};

/**
 * True when `url` (absolute, or a path on the app's own origin) serves an
 * image: same-origin URLs are asked with HEAD, others loaded as an image.
 */
export async function isImageUrl(url: string, options: Options = {}): Promise<boolean> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, appOrigin = window.location.origin } = options;
  let target: URL;
  try {
    target = new URL(url, appOrigin);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.origin === appOrigin) {
    const head = await checkWithHead(target.href, timeoutMs);
    if (head !== 'unknown') return head === 'image';
  } else if (target.protocol !== 'https:') {
    return false;
  }
  return checkWithImageElement(target.href, timeoutMs);
}
