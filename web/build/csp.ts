// The security headers Firebase Hosting sends with every page and file (the
// `source: "**"` entry of hosting.headers in the config the emulators and the
// deploy use), built from the built index.html and the build's environment.
// Pure: hosting-headers.ts reads the files and writes the result. README,
// "Headers", says what each part allows.
import { createHash } from 'node:crypto';

/** The build's VITE_* settings (Vite's resolved `config.env`). */
export type BuildEnv = Record<string, unknown>;

export type HeaderEntry = { source: string; headers: { key: string; value: string }[] };

/** The hosting.headers entry this module owns. */
export const SECURITY_HEADERS_SOURCE = '**';

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
// the token exchange, and reCAPTCHA's scripts and frames (Google's CSP guidance).
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
 *   VITE_APPCHECK_SITE_KEY (App Check with reCAPTCHA Enterprise, only when set),
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
        ...(appCheck ? RECAPTCHA_SCRIPTS : []),
      ],
    ],
    // Emotion (Material UI) adds <style> elements while the app runs, with
    // contents no build can hash, and the first paint's markup has style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Profile photos are any https image (an http one is upgraded to https by
    // the browser on an https page, so `https:` covers it there too).
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...AUTH_ENDPOINTS,
        firestore,
        ...(appCheck ? [APP_CHECK_ENDPOINT, RECAPTCHA_SCRIPTS[0]!] : []),
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
        ...(appCheck ? RECAPTCHA_FRAMES : []),
      ]),
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header of the `**` entry, CSP included. */
export function securityHeaders(csp: string): HeaderEntry['headers'] {
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: DISABLED_FEATURES.map((f) => `${f}=()`).join(', ') },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}
