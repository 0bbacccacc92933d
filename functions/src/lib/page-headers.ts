// The headers Firebase Hosting sends, by what it answers (web/build/hosting-paths.ts
// finds which paths are which): documents get the page's security headers,
// with the Content-Security-Policy built from the built index.html and the
// build's environment; static files and the API get lean ones. Pure:
// web/build/hosting-headers.ts reads the files and writes the result (through
// web/build/csp.ts). Here, beside the function, because the function sends the
// same page headers on the HTML it answers itself (middleware/security-headers.ts):
// one copy, and `functions/` still deploys on its own. docs/operations.md,
// "Headers", says what each part allows and why each header goes where it does.
import { createHash } from 'node:crypto';

/** The build's VITE_* settings (Vite's resolved `config.env`). */
export type BuildEnv = Record<string, unknown>;

export type Header = { key: string; value: string };

/** A hosting.headers entry: a glob (`source`) or an RE2 `regex` on the request path. */
export type HeaderEntry = ({ source: string } | { regex: string }) & { headers: Header[] };

// Firebase Auth's REST endpoints (sign-in, token refresh).
const AUTH_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
// Firestore's endpoint: the messages' realtime reads (WebChannel over https).
// An emulator build talks to the Firestore emulator instead.
const FIRESTORE_ENDPOINT = 'https://firestore.googleapis.com';
// Google sign-in: the Auth SDK loads Google's gapi (api.js, and the scripts it
// pulls in from the same host) to talk to its iframe on the auth domain.
const GAPI = 'https://apis.google.com';
// The Google account chooser, should Google embed it.
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
// App Check with reCAPTCHA Enterprise (only when VITE_APPCHECK_SITE_KEY is set):
// the token exchange. reCAPTCHA's scripts and frames (Google's CSP guidance):
// for App Check, and for the invisible check phone verification passes to
// Auth with each code it asks for (not against the Auth emulator, which needs none).
const APP_CHECK_ENDPOINT = 'https://content-firebaseappcheck.googleapis.com';
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** Features the app never uses, switched off for it and every frame in it. */
export const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The text of every inline script (no `src`), as the browser hashes it: the
 * HTML parser turns CR LF and lone CR into LF before anything else.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , text]) => text!.replace(/\r\n?/g, '\n'));
}

/** A CSP hash source for a script's text: `'sha256-…'` (UTF-8, base64). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function text(env: BuildEnv, name: string): string {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** `scheme://host[:port]` of an http(s) URL setting, or a build-stopping error. */
function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `${name} must be an http(s) URL for the Content-Security-Policy, got "${value}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `${name} must be an http(s) URL for the Content-Security-Policy, got "${value}"`,
    );
  }
  return url.origin;
}

/** The Auth domain (a host name, e.g. my-app.firebaseapp.com) as an https origin. */
function authDomainOrigin(value: string): string {
  if (
    !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i.test(value)
  ) {
    throw new Error(
      `VITE_FIREBASE_AUTH_DOMAIN must be a host name (e.g. my-app.firebaseapp.com), got "${value}"`,
    );
  }
  return `https://${value.toLowerCase()}`;
}

const unique = (sources: string[]) => [...new Set(sources)];

/**
 * The Content-Security-Policy for the built app.
 * - `inlineScriptTexts`: the inline scripts of the built index.html (allowed by hash);
 * - `env`: VITE_FIREBASE_AUTH_DOMAIN (the sign-in iframe's host),
 *   VITE_AUTH_EMULATOR_URL (the Auth emulator, allowed only when set),
 *   VITE_FIRESTORE_EMULATOR_URL (the Firestore emulator, instead of Firestore's
 *   endpoint, only when set),
 *   VITE_APPCHECK_SITE_KEY (App Check with reCAPTCHA Enterprise, only when set;
 *   reCAPTCHA's hosts also whenever the real Auth is used, for phone verification),
 *   VITE_API_BASE_URL (an API on another origin, only when set to an absolute URL).
 */
export function contentSecurityPolicy(inlineScriptTexts: string[], env: BuildEnv): string {
  const authDomain = text(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const emulatorUrl = text(env, 'VITE_AUTH_EMULATOR_URL');
  const emulator = emulatorUrl ? [originOf('VITE_AUTH_EMULATOR_URL', emulatorUrl)] : [];
  const firestoreEmulatorUrl = text(env, 'VITE_FIRESTORE_EMULATOR_URL');
  const firestore = firestoreEmulatorUrl
    ? originOf('VITE_FIRESTORE_EMULATOR_URL', firestoreEmulatorUrl)
    : FIRESTORE_ENDPOINT;
  const appCheck = text(env, 'VITE_APPCHECK_SITE_KEY') !== '';
  const recaptcha = appCheck || !emulatorUrl;
  const apiBaseUrl = text(env, 'VITE_API_BASE_URL');
  const api = /^https?:\/\//i.test(apiBaseUrl) ? [originOf('VITE_API_BASE_URL', apiBaseUrl)] : [];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...unique(inlineScriptTexts.map(scriptHash)),
        GAPI,
        ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
      ],
    ],
    // The app registers its own service worker (/sw.js, scope /); nothing else
    // may run as a worker. Said outright rather than left to fall back through
    // script-src, whose Google hosts no worker of ours comes from.
    ['worker-src', ["'self'"]],
    // Emotion (Material UI) adds <style> elements while the app runs, with
    // contents no build can hash, and the first paint's markup has style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Profile photos are any https image (an http one is upgraded to https by
    // the browser on an https page, so `https:` covers it there too). `blob:`:
    // a photo the member just chose, shown from its file while it uploads, and
    // one only its owner may see, fetched with their token (docs/photos.md).
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...AUTH_ENDPOINTS,
        firestore,
        ...(appCheck ? [APP_CHECK_ENDPOINT] : []),
        ...(recaptcha ? [RECAPTCHA_SCRIPTS[0]!] : []),
        ...emulator,
        ...api,
      ]),
    ],
    [
      'frame-src',
      unique([
        ...(authDomain ? [authDomainOrigin(authDomain)] : []),
        GOOGLE_ACCOUNTS,
        ...emulator,
        ...(recaptcha ? RECAPTCHA_FRAMES : []),
      ]),
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Every response Hosting sends, whatever it is: no browser may guess another
 * type than the one served (a script or stylesheet with the wrong type is
 * refused, an API answer is never read as HTML): the one header that matters
 * for every kind, 33 bytes. (The function sets it on its API answers too; the
 * Hosting emulator replaces the function's with this one, so it is sent once.)
 */
export const EVERY_RESPONSE_HEADERS: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/**
 * The static files' folders and files (hashed assets, images, the icon).
 * Browsers apply no policy to a script, stylesheet or image loaded by a page,
 * so they need none of the page's headers. But a path under a static folder
 * that has no file (an old chunk after a deploy, a mistyped image) gets the
 * app's index.html from the `**` rewrite, and without a policy there the app
 * would run unguarded (no script hashes, no frame-ancestors: anyone could
 * frame it and click through it). This policy, 45 bytes, keeps that page
 * inert: no script, style or frame of it loads, so nothing in it runs or can
 * be clicked through. An image or SVG opened on its own is inert too. (A
 * worker script served under a static path would get it as its policy and
 * could fetch nothing: the service worker has its own entry, WORKER_HEADERS.)
 */
export const STATIC_FILE_HEADERS: Header[] = [
  { key: 'Content-Security-Policy', value: "default-src 'none'" },
];

/**
 * The service worker's script, /sw.js (web/build/hosting-paths.ts,
 * SERVICE_WORKER). The policy a worker script is served with is the worker's
 * own (the page's doesn't reach it), so the static files' `default-src 'none'`
 * would leave it unable to fetch anything: no precache, no runtime cache. It
 * fetches same-origin only (the app's files, photos, the API through
 * Hosting) and imports no script (the build bundles it into one file), so
 * `connect-src 'self'` and nothing more. Should the path ever answer with the
 * app's page instead (no sw.js in the build), that page stays inert: no script
 * of it loads. Its `Cache-Control: no-cache` (a new release is found on the
 * next check, not after the HTTP cache's up to 24 hours) is in firebase.json
 * with the other cache entries.
 */
export const WORKER_HEADERS: Header[] = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; connect-src 'self'" },
];

/**
 * The page's headers, on documents only: `/`, every app path (including
 * unknown ones, the app's not-found page) and `/details/**`, the function's
 * HTML. Each one governs a document, never a file it loads:
 * - the CSP with the inline scripts' hashes, and X-Frame-Options for browsers
 *   without `frame-ancestors`;
 * - Referrer-Policy: what the page's requests say of it (a stylesheet's own
 *   requests follow the stylesheet's policy, which defaults to this same value
 *   in every current browser);
 * - Permissions-Policy: the features a document and its frames may use;
 * - Strict-Transport-Security: a browser records it from any https answer and
 *   keeps it two years; every visit starts with a document, so that is where it
 *   goes, not on each of the ~30 files and API calls the page makes after it.
 */
export function documentHeaders(csp: string): Header[] {
  return [{ key: 'Content-Security-Policy', value: csp }, ...PAGE_HEADERS];
}

/** A document's headers but its CSP (which depends on the page: `documentHeaders`). */
export const PAGE_HEADERS: Header[] = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: DISABLED_FEATURES.map((f) => `${f}=()`).join(', ') },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];
