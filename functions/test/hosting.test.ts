// Requests through the whole local stack: Hosting emulator (its headers and
// rewrites, from firebase.json) → `api` function in the Functions emulator →
// Firestore emulator.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/lib/firebase';
import { DEV_TOKEN_SECRET } from '../src/mail/config';
import { createUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { MALFORMED_PATH } from '../src/middleware/malformed-path';
import { MALFORMED_PATHS } from './malformed-paths';
import { AD } from './match-support';
import {
  bearer,
  dumpDatabase,
  insertPosts,
  postInput,
  PROJECT_ID,
  readPost,
  resetEmulators,
  signUp,
  type TestUser,
} from './helpers';

// Set by scripts/test.mjs, which always starts Hosting: without it these tests
// must fail, not quietly skip.
const hostingUrl = process.env.ROOMLY_HOSTING_URL as string;
if (!hostingUrl)
  throw new Error('ROOMLY_HOSTING_URL is not set: run `node scripts/test.mjs functions`.');

describe('through the Hosting emulator', () => {
  beforeAll(async () => {
    await resetEmulators();
    await insertPosts([
      {
        id: 'hostingSmoke1',
        owner: { uid: 'smoke-uid', email: 'smoke@example.com' },
        createdAt: new Date(),
        fields: { title: 'Rewritten to the function' },
      },
    ]);
  });

  it('when /posts is fetched from the Hosting URL, then the function answers with the stored post', async () => {
    // The first call may pay the function's cold start.
    const response = await fetch(`${hostingUrl}/posts?limit=5`, {
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const posts = (await response.json()) as { _id: string; title: string }[];
    expect(posts).toEqual([
      expect.objectContaining({ _id: 'hostingSmoke1', title: 'Rewritten to the function' }),
    ]);

    const detail = await fetch(`${hostingUrl}/posts/hostingSmoke1`);
    expect(await detail.json()).toMatchObject({ _id: 'hostingSmoke1' });
    expect(JSON.stringify(posts)).not.toContain('555-0100');
  }, 60_000);
});

/** Every inline script of a page, as the browser hashes it (CR LF read as LF). */
/** The scripts a page runs: every <script> but data blocks (`type="application/json"`). */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(
    ([, attributes]) => !/\btype\s*=\s*"application\/json"/i.test(attributes!),
  );

function inlineScriptHashes(html: string): string[] {
  return executableScripts(html)
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , text]) => text!.replace(/\r\n?/g, '\n'))
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** directive → sources of a Content-Security-Policy header */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers through the Hosting emulator', () => {
  let html = '';
  let csp: Record<string, string[]> = {};

  beforeAll(async () => {
    const response = await fetch(`${hostingUrl}/`);
    expect(response.status).toBe(200);
    html = await response.text();
    csp = directives(response.headers.get('content-security-policy'));
  });

  it('when / is served, then the hash of every inline script of the built page is in its script-src', () => {
    const hashes = inlineScriptHashes(html);
    // The theme and first-paint scripts, and the app loader (web/build/defer-app-script.ts).
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(csp['script-src']).toEqual(expect.arrayContaining(hashes));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('when the app is built against the emulators, then the policy lets it reach Auth and Firestore there (and frame Auth) only', () => {
    const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
    const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST}`;
    expect(csp['connect-src']).toContain(emulator);
    expect(csp['connect-src']).toContain(firestore);
    expect(csp['frame-src']).toContain(emulator);
    expect(csp['frame-src']).not.toContain(firestore);
    const local = Object.values(csp)
      .flat()
      .filter((source) => source.startsWith('http:'));
    expect(new Set(local)).toEqual(new Set([emulator, firestore]));
  });

  // Documents: the app's page on every path that isn't a file or the API, and
  // the function's own HTML on /details/**. Hosting matches headers by path
  // (web/build/hosting-paths.ts derives which paths are which).
  it.each([
    ['the home page', '/', 200],
    ['the page file', '/index.html', 200],
    ['an app page', '/browse-listings', 200],
    ['the moderation page (its API lives under it)', '/moderation', 200],
    ["an unknown listing's page (the function's HTML, a 404)", '/details/x', 404],
    ['a missing page', '/no/such/page', 200],
    ['a missing page named like a file', '/wp-login.php', 200],
  ])(
    'when %s is fetched, then every security header of a page is sent',
    async (_what, path, status) => {
      const response = await fetch(`${hostingUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
      expect(response.status).toBe(status);
      const headers = response.headers;
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      const policy = directives(headers.get('content-security-policy'));
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(policy['script-src']).toEqual(expect.arrayContaining(inlineScriptHashes(html)));
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(headers.get('permissions-policy')).toContain(`${feature}=()`);
      }
    },
    60_000,
  );

  const PAGE_ONLY = [
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'strict-transport-security',
  ];
  /** The bytes of a response's headers on the wire (`Name: value` and CR LF each). */
  const headerBytes = (headers: Headers) =>
    [...headers].reduce((sum, [key, value]) => sum + `${key}: ${value}\r\n`.length, 0);

  // Files and API answers carry none of the page's headers (each costs ~1.1 KB
  // on every script download): nosniff, their own cache headers, and on static
  // paths a policy that keeps a page there inert.
  it.each([
    ['a hashed asset', 'asset'],
    ['a bundled photo', '/images/listings/sunny-bedroom-480.avif'],
    ['the icon', '/favicon.svg'],
    ['a home-screen icon', '/icons/icon-192.png'],
    ['the web app manifest', '/manifest.webmanifest'],
  ])('when %s is fetched, then it gets the lean headers only', async (_what, which) => {
    const path = which === 'asset' ? /"(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1] : which;
    expect(path).toBeDefined();
    const response = await fetch(`${hostingUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    for (const name of PAGE_ONLY) expect([name, response.headers.get(name)]).toEqual([name, null]);
    // About 1,450 bytes with the page's headers; about 450 here, most of it the
    // emulator's own (Date, ETag, Last-Modified, Connection…).
    expect(headerBytes(response.headers)).toBeLessThan(600);
  });

  // The worker's script: its own policy is the worker's (it may fetch its own
  // origin, nothing else), and it is revalidated on every update check.
  it("when the service worker's script is fetched, then it gets the worker's policy and no-cache, and no page header", async () => {
    const response = await fetch(`${hostingUrl}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self'",
    );
    expect(response.headers.get('cache-control')).toBe('no-cache');
    for (const name of PAGE_ONLY) expect([name, response.headers.get(name)]).toEqual([name, null]);
  });

  it('when / is served, then its policy lets the app register its own worker and no other', () => {
    expect(csp['worker-src']).toEqual(["'self'"]);
  });

  it.each([
    ['a list', 'GET', '/posts?limit=1', 200],
    ['a profile by e-mail (dots in the path)', 'GET', '/users/maya.lee@roomly.dev', 401],
    ['the moderation queue', 'GET', '/moderation/reports', 401],
    ['a moderation action', 'POST', '/moderation/posts/abc/restore', 401],
    ['a calendar file', 'GET', '/viewings/abc/calendar.ics', 401],
    ['the place search', 'GET', '/places?q=Brooklyn', 200],
    ['the map labels', 'GET', '/places/labels?bbox=40.6,-74.1,40.8,-73.9', 200],
    ['an unknown API path', 'GET', '/posts/abc/no-such-thing', 404],
  ])(
    'when the API answers %s, then it carries no page header',
    async (_what, method, path, status) => {
      const response = await fetch(`${hostingUrl}${path}`, {
        method,
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
      for (const name of PAGE_ONLY)
        expect([name, response.headers.get(name)]).toEqual([name, null]);
    },
    60_000,
  );

  it('when a missing file under a static folder is fetched, then the app page it falls back to comes with the inert policy', async () => {
    // The `**` rewrite answers it with index.html; under the files' policy none
    // of its scripts, styles or frames load, so it can't run or be framed.
    const response = await fetch(`${hostingUrl}/assets/no-such-chunk.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });

  it('when a built asset is fetched, then it keeps its long-lived cache header', async () => {
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${hostingUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  // Photos: the demo listings' bundled images, and anyone's https photos.
  it.each([
    ['/images/listings/sunny-bedroom-480.avif', 'image/avif'],
    ['/images/listings/sunny-bedroom-960.webp', 'image/webp'],
  ])(
    'when the bundled listing photo %s is fetched, then it is a small image with the images cache header',
    async (path, type) => {
      const response = await fetch(`${hostingUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(30 * 1024);
    },
  );

  it('when the policy is read, then images may come from the site and any https host (listing photos), not http', () => {
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(csp['img-src']).not.toContain('http:');
    expect(csp['img-src']).not.toContain('*');
  });
});

/** The `api` function's own URL in the Functions emulator (the hub knows its port). */
async function functionUrl(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as {
    functions: { host: string; port: number };
  };
  const { host, port } = emulators.functions;
  return `http://${host}:${port}/${PROJECT_ID}/us-central1/api`;
}

describe('malformed JSON through Hosting and the function URL', () => {
  const bases: Record<string, string> = {};
  let owner: TestUser;
  const postId = 'malformedTarget1';

  beforeAll(async () => {
    bases.Hosting = hostingUrl!;
    bases['the function URL'] = await functionUrl();
    await resetEmulators();
    owner = await signUp('malformed@example.com', 'Mal Formed');
    await insertPosts([
      {
        id: postId,
        owner: { uid: owner.uid, email: owner.email },
        createdAt: new Date(),
        fields: { title: 'Stays as it is' },
      },
    ]);
    // Pays the function's cold start outside the tests' own timeouts.
    await fetch(`${hostingUrl}/posts?limit=1`, { signal: AbortSignal.timeout(60_000) });
  }, 90_000);

  async function send(
    base: string,
    method: string,
    path: string,
    body: string,
    user: TestUser | null,
  ) {
    const response = await fetch(`${bases[base]}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(user ? { Authorization: `Bearer ${user.token}` } : {}),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }

  function expectCleanJsonError(
    response: { status: number; type: string | null; text: string },
    status: number,
    error: string,
  ) {
    expect(response.status).toBe(status);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({ error });
    expect(response.text).not.toMatch(/<|SyntaxError|\bat \S+ \(|node_modules/);
  }

  const routes = [
    ['POST', '/posts'],
    ['PUT', `/posts/${postId}`],
  ] as const;
  const unparsable = ['{', '{"title": "Half', 'tru', '{"a":1}}', "{'title':'x'}"];

  describe.each(['Hosting', 'the function URL'])('through %s', (base) => {
    it.each(routes.flatMap(([method, path]) => unparsable.map((body) => [method, path, body])))(
      'when %s %s is sent the unparsable body %j, then the answer is a JSON 400 and nothing is written',
      async (method, path, body) => {
        const before = await dumpDatabase();
        expectCleanJsonError(
          await send(base, method, path, body, owner),
          400,
          'Malformed JSON body',
        );
        expect(await dumpDatabase()).toEqual(before);
      },
    );

    it('when an anonymous caller sends an unparsable body, then it is refused as malformed (the body is read before the route)', async () => {
      expectCleanJsonError(
        await send(base, 'POST', '/posts', '{', null),
        400,
        'Malformed JSON body',
      );
    });

    it.each(['null', '123', '"x"', '[1]', 'true'])(
      'when the body is the JSON value %s, then the API answers that it must be an object and nothing is written',
      async (body) => {
        const before = await dumpDatabase();
        for (const [method, path] of routes) {
          expectCleanJsonError(
            await send(base, method, path, body, owner),
            400,
            'Request body must be a JSON object',
          );
        }
        expect(await dumpDatabase()).toEqual(before);
      },
    );

    it('when an anonymous caller sends a JSON value that is not an object, then sign-in is asked for first, as in-process', async () => {
      expectCleanJsonError(
        await send(base, 'POST', '/posts', 'null', null),
        401,
        'Authentication required',
      );
    });
  });

  it('when the post was sent all those bodies, then it is unchanged', async () => {
    expect(await readPost(postId)).toMatchObject({ title: 'Stays as it is' });
  });
});

// The page /moderation is the app's; its API lives under it.
describe('/moderation through the Hosting emulator', () => {
  it('when /moderation is loaded, then it is the app; /moderation/reports, /moderation/posts/…, /moderation/seeker-ads/… and /moderation/photos(/…) reach the function', async () => {
    const page = await fetch(`${hostingUrl}/moderation`, { signal: AbortSignal.timeout(30_000) });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);

    const list = await fetch(`${hostingUrl}/moderation/reports`);
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: 'Authentication required' });
    const restore = await fetch(`${hostingUrl}/moderation/posts/abc/restore`, { method: 'POST' });
    expect(restore.status).toBe(401);
    expect(restore.headers.get('content-type')).toMatch(/application\/json/);
    const adRestore = await fetch(`${hostingUrl}/moderation/seeker-ads/abc/restore`, {
      method: 'POST',
    });
    expect(adRestore.status).toBe(401);
    expect(adRestore.headers.get('content-type')).toMatch(/application\/json/);
    const photos = await fetch(`${hostingUrl}/moderation/photos`);
    expect(photos.status).toBe(401);
    const clear = await fetch(`${hostingUrl}/moderation/photos/abc/clear`, { method: 'POST' });
    expect(clear.status).toBe(401);
    expect(clear.headers.get('content-type')).toMatch(/application\/json/);
  }, 60_000);
});

// Viewings: the API is /viewings (the app's page is /my-viewings).
describe('/viewings through the Hosting emulator', () => {
  it('when /viewings and /viewings/… are called, then they reach the function; /my-viewings is the app', async () => {
    const list = await fetch(`${hostingUrl}/viewings?when=upcoming`, {
      signal: AbortSignal.timeout(30_000),
    });
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: 'Authentication required' });
    const file = await fetch(`${hostingUrl}/viewings/abc/calendar.ics`);
    expect(file.status).toBe(401);
    expect(file.headers.get('content-type')).toMatch(/application\/json/);
    const page = await fetch(`${hostingUrl}/my-viewings`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  }, 60_000);
});

// Uploaded photos: the upload's raw bytes through Hosting and the Functions
// host's body parsers, and the files' caching as the function set it (the
// static images' week-long Cache-Control entry doesn't reach /photos/**).
describe('/photos through the Hosting emulator', () => {
  it('when a photo is uploaded and a listing shows it, then its files come through Hosting with immutable public caching; an unshown one is private to its owner', async () => {
    await resetEmulators();
    const owner = await signUp('photos@example.com', 'Pia Photos');
    const bytes = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c84' },
    })
      .jpeg()
      .toBuffer();
    const uploadOne = async () => {
      const response = await fetch(`${hostingUrl}/photos`, {
        method: 'POST',
        headers: { ...bearer(owner), 'Content-Type': 'image/jpeg' },
        body: bytes,
        signal: AbortSignal.timeout(60_000),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { url: string }).url;
    };
    const [shown, unshown] = [await uploadOne(), await uploadOne()];
    const created = await fetch(`${hostingUrl}/posts`, {
      method: 'POST',
      headers: { ...bearer(owner), 'Content-Type': 'application/json' },
      body: JSON.stringify(postInput({ photos: [shown] })),
    });
    expect(created.status).toBe(201);

    const file = await fetch(`${hostingUrl}${shown}/480.webp`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const own = await fetch(`${hostingUrl}${unshown}/480.webp`, { headers: bearer(owner) });
    expect([own.status, own.headers.get('cache-control')]).toEqual([200, 'private, no-cache']);
    const hidden = await fetch(`${hostingUrl}${unshown}/480.webp`);
    expect([hidden.status, hidden.headers.get('cache-control')]).toEqual([404, 'no-store']);
  }, 90_000);
});

// Share previews: Hosting rewrites /details/** to the function, which
// answers with the built index.html (fetched from this Hosting emulator) carrying
// the listing's Open Graph and Twitter card tags.
describe('/details/:id through the Hosting emulator', () => {
  const id = 'shareThroughHosting1';
  let home = '';

  /** content of `<meta property|name="key">` */
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

  beforeAll(async () => {
    await resetEmulators();
    await insertPosts([
      {
        id,
        owner: { uid: 'share-uid', email: 'share-owner@example.com' },
        createdAt: new Date(),
        fields: {
          title: `Loft "with" <views> & more`,
          location: 'Austin, TX',
          rentAmount: 1450,
          roomType: 'Studio',
          contactInfo: 'call 555-0199',
          photos: ['/images/listings/loft-studio-480.avif'],
        },
      },
    ]);
    home = await (await fetch(`${hostingUrl}/`)).text();
    // Pays the function's cold start outside the tests' own timeouts.
    await fetch(`${hostingUrl}/details/warmUp`, { signal: AbortSignal.timeout(60_000) });
  }, 90_000);

  it("when a listing's page is fetched, then the HTML carries its title, rent, location and absolute cover, cached at the CDN", async () => {
    const response = await fetch(`${hostingUrl}/details/${id}`, {
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toMatch(/\bs-maxage=300\b/);
    const html = await response.text();
    expect(meta(html, 'og:title')).toBe('Loft &quot;with&quot; &lt;views&gt; &amp; more');
    expect(meta(html, 'og:description')).toMatch(/^\$1,450\/month · Studio in Austin, TX\b/);
    expect(meta(html, 'og:image')).toBe(`${hostingUrl}/images/listings/loft-studio-960.webp`);
    expect(meta(html, 'og:url')).toBe(`${hostingUrl}/details/${id}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'));
    // The tab's title is the one the app's details route sets.
    expect(html).toContain(
      '<title>Loft &quot;with&quot; &lt;views&gt; &amp; more · Roomly</title>',
    );
    expect(html).not.toContain('<title>Roomly — find rooms and roommates</title>');
    expect(html).not.toContain('<views>');
    expect(html).not.toContain('555-0199');
    expect(html).not.toContain('share-owner@example.com');
    // The cover the tags name exists.
    const image = await fetch(meta(html, 'og:image')!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  }, 60_000);

  it('when a listing page is served, then it is the built shell with the listing’s first view: the same scripts, whose hashes its CSP lists', async () => {
    const response = await fetch(`${hostingUrl}/details/${id}`);
    const html = await response.text();
    const policy = directives(response.headers.get('content-security-policy'));
    const scripts = (page: string) => executableScripts(page).map(([script]) => script);
    expect(scripts(html)).toEqual(scripts(home));
    // The first view: both themes, and the listing as data (not a script to run).
    expect(html).toContain('<template id="rl-first-paint-details-light">');
    expect(html).toContain('<template id="rl-first-paint-details-dark">');
    expect(html).toMatch(/<script type="application\/json" id="rl-first-view-post">\{/);
    expect(inlineScriptHashes(html).length).toBeGreaterThanOrEqual(3);
    expect(policy['script-src']).toEqual(expect.arrayContaining(inlineScriptHashes(html)));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('when an unknown id is fetched, then it is a 404: the shell with the generic tags, the not-found title and a short cache (the app shows its 404 view)', async () => {
    const response = await fetch(`${hostingUrl}/details/noSuchListing99`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/\bs-maxage=60\b/);
    const html = await response.text();
    expect(meta(html, 'og:title')).toBe('Roomly — find rooms and roommates');
    expect(meta(html, 'og:description')).toBe(
      'Roomly: browse rooms and roommates, post a listing in a minute.',
    );
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${hostingUrl}/images/hero/`));
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).toContain('<title>Page not found · Roomly</title>');
    // The app's own code, which shows the 404 view: the scripts of any app page.
    const scripts = (page: string) => executableScripts(page).map(([script]) => script);
    expect(scripts(html)).toEqual(scripts(home));
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('when any other page is fetched, then it carries the generic tags from index.html itself', async () => {
    expect(meta(home, 'og:title')).toBe('Roomly — find rooms and roommates');
    expect(meta(home, 'og:site_name')).toBe('Roomly');
  });

  it("when a listing's page, an unknown one and an ad's page are fetched at the function's own URL, then they carry the security headers Hosting sends for them, and no X-Powered-By", async () => {
    const page = [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'strict-transport-security',
    ];
    const headersOf = (response: Response) =>
      Object.fromEntries(page.map((name) => [name, response.headers.get(name)]));
    const seeker = await signUp('headers-seeker@example.com', 'Headers Seeker');
    const created = await fetch(`${hostingUrl}/seeker-ads`, {
      method: 'POST',
      headers: { ...bearer(seeker), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...AD, headline: 'Headers on the function URL' }),
    });
    const adId = ((await created.json()) as { _id: string })._id;
    const direct = await functionUrl();
    for (const [path, status] of [
      [`/details/${id}`, 200],
      ['/details/noSuchListing99', 404],
      [`/room-wanted/${adId}`, 200],
    ] as const) {
      const [viaHosting, own] = await Promise.all([
        fetch(`${hostingUrl}${path}`),
        fetch(`${direct}${path}`, { signal: AbortSignal.timeout(30_000) }),
      ]);
      expect([path, own.status, viaHosting.status]).toEqual([path, status, status]);
      expect(own.headers.get('content-type')).toMatch(/^text\/html/);
      expect(headersOf(viaHosting)['content-security-policy'], path).toMatch(/script-src/);
      expect(headersOf(own), path).toEqual(headersOf(viaHosting));
      expect(own.headers.get('x-powered-by'), path).toBeNull();
      // The page's inline scripts are the ones the policy lists.
      const policy = directives(own.headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(
        expect.arrayContaining(inlineScriptHashes(await own.text())),
      );
    }
    // JSON answers from the function's URL: nosniff, and no X-Powered-By either.
    for (const path of [`/posts/${id}`, '/posts/%ZZ', '/no-such-route']) {
      const own = await fetch(`${direct}${path}`);
      expect(own.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(own.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(own.headers.get('x-powered-by'), path).toBeNull();
    }
  }, 90_000);

  describe('asked for on the function URL naming another host', () => {
    const requests: IncomingMessage[] = [];
    const hostile = createServer((req, res) => {
      requests.push(req);
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><head></head></html>');
    });
    let hostileHost = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
      hostileHost = `127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    });
    afterAll(
      () =>
        new Promise<void>((resolve) => {
          hostile.closeAllConnections();
          hostile.close(() => resolve());
        }),
    );

    it('when Host, X-Forwarded-Host and Origin name a local server, then the tags use the Hosting origin and that server is never asked', async () => {
      const response = await fetch(`${await functionUrl()}/details/${id}`, {
        headers: {
          'X-Forwarded-Host': hostileHost,
          'X-Forwarded-Proto': 'http',
          Forwarded: `host=${hostileHost}`,
          Origin: `http://${hostileHost}`,
        },
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(meta(html, 'og:url')).toBe(`${hostingUrl}/details/${id}`);
      expect(meta(html, 'og:image')).toBe(`${hostingUrl}/images/listings/loft-studio-960.webp`);
      expect(html).toContain(`<link rel="canonical" href="${hostingUrl}/details/${id}" />`);
      expect(html).not.toContain(hostileHost);
      expect(requests).toEqual([]);
    });
  });
});

// A Room wanted ad's page: Hosting rewrites /room-wanted/* (one segment) to the
// function, which answers with the built index.html carrying the ad's first
// view; the app's own pages around it (/room-wanted, /room-wanted/mine, an
// ad's edit form) stay index.html served by Hosting itself, as before.
describe('/room-wanted/:id through the Hosting emulator', () => {
  let id = '';
  let seeker: TestUser;
  let home = '';
  let shell: Response;
  let shellHtml = '';

  beforeAll(async () => {
    await resetEmulators();
    seeker = await signUp('hosting-seeker@example.com', 'Hosting Seeker');
    const response = await fetch(`${hostingUrl}/seeker-ads`, {
      method: 'POST',
      headers: { ...bearer(seeker), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...AD, headline: 'Seeker through Hosting' }),
      signal: AbortSignal.timeout(60_000),
    });
    expect(response.status).toBe(201);
    id = ((await response.json()) as { _id: string })._id;
    home = await (await fetch(`${hostingUrl}/`)).text();
    shell = await fetch(`${hostingUrl}/browse-listings`);
    shellHtml = await shell.text();
  }, 90_000);

  it('when an active ad’s page is fetched, then it is the built shell with the ad’s first view and data, cached at the CDN, whose scripts the CSP lists', async () => {
    const response = await fetch(`${hostingUrl}/room-wanted/${id}`, {
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const html = await response.text();
    expect(html).toContain('<template id="rl-first-paint-room-wanted-ad-light">');
    expect(html).toContain('<template id="rl-first-paint-room-wanted-ad-dark">');
    expect(html).toMatch(/<script type="application\/json" id="rl-first-view-wanted-ad">\{/);
    expect(html).toContain('Seeker through Hosting');
    expect(html).toContain('<title>Seeker through Hosting · Room wanted · Roomly</title>');
    expect(html).not.toContain(seeker.email);
    const scripts = (page: string) => executableScripts(page).map(([script]) => script);
    expect(scripts(html)).toEqual(scripts(home));
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(expect.arrayContaining(inlineScriptHashes(html)));
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['the Room wanted list', () => '/room-wanted'],
    ['the member’s own ad', () => '/room-wanted/mine'],
    ['an ad’s edit form', () => `/room-wanted/${id}/edit`],
  ])(
    'when %s is fetched, then Hosting serves the app shell exactly as for any app page',
    async (_what, path) => {
      const response = await fetch(`${hostingUrl}${path()}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(shellHtml);
      for (const header of ['cache-control', 'content-security-policy', 'content-type']) {
        expect([header, response.headers.get(header)]).toEqual([header, shell.headers.get(header)]);
      }
    },
  );

  it('when an ad is paused, then its page is a 404 that holds nothing of it, and the page writes nothing', async () => {
    await fetch(`${hostingUrl}/seeker-ads/${id}/pause`, {
      method: 'POST',
      headers: bearer(seeker),
    }).then((r) => expect(r.status).toBe(200));
    // The deployed triggers run here: wait until what the pause set off is written.
    let before = await dumpDatabase();
    for (let settled = false; !settled;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await dumpDatabase();
      settled = JSON.stringify(now) === JSON.stringify(before);
      before = now;
    }
    const response = await fetch(`${hostingUrl}/room-wanted/${id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).not.toContain('rl-first-paint-room-wanted-ad-');
    expect(html).not.toContain('Seeker through Hosting');
    expect(await dumpDatabase()).toEqual(before);
  });
});

// Paths that can't be percent-decoded. The Hosting emulator answers them itself
// (a 500 before any rewrite); the function, on its own URL, answers its JSON 400
// for every route family, whatever the host in front of it does.
describe('malformed percent-escapes on the function URL', () => {
  let base = '';
  beforeAll(async () => {
    base = await functionUrl();
    await fetch(`${base}/posts?limit=1`, { signal: AbortSignal.timeout(60_000) });
  }, 90_000);

  it.each(MALFORMED_PATHS)(
    'when %s %s reaches the function, then it answers the JSON 400 without a stack trace',
    async (method, path) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{"title":"X"}',
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toEqual({ error: MALFORMED_PATH });
      expect(text).not.toMatch(/URIError|<|\bat \S+ \(|node_modules/);
    },
  );
});

// The deployed `notifySavedSearches` trigger, running in the
// Functions emulator on Firestore's write events. Everything goes through the
// Hosting URL as the web app would: leo saves a search, maya posts a matching
// and a non-matching listing, and the alert appears exactly once.
describe('saved-search alerts through the Functions emulator', () => {
  let leo: TestUser;
  let maya: TestUser;

  beforeAll(async () => {
    await resetEmulators();
    [leo, maya] = await Promise.all([
      signUp('alerts-leo@example.com', 'Leo'),
      signUp('alerts-maya@example.com', 'Maya'),
    ]);
  });

  const call = async (user: TestUser, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${hostingUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const listing = (overrides: Record<string, unknown>) => ({
    title: 'Quiet room in Brooklyn',
    location: 'Brooklyn, NY',
    rentAmount: 900,
    roomType: 'Single Room',
    description: 'A calm flat near the park.',
    contactInfo: 'Call 555-0101',
    lifestylePreferences: ['quiet'],
    availability: 'Available',
    ...overrides,
  });

  it('when a listing matching a saved search is posted, then the trigger alerts its owner exactly once, and not for a non-matching one', async () => {
    const saved = await call(leo, 'POST', '/users/me/saved-searches', {
      name: 'Quiet rooms in Brooklyn',
      filters: { location: 'Brooklyn', lifestyle: ['quiet'], maxRent: 1000 },
    });
    expect(saved.status).toBe(201);
    const match = await call(maya, 'POST', '/posts', listing({}));
    const other = await call(maya, 'POST', '/posts', listing({ location: 'Austin, TX' }));
    expect([match.status, other.status]).toEqual([201, 201]);

    type Alerts = { notifications: { postId: string; searchName: string }[] };
    let alerts: Alerts = { notifications: [] };
    const deadline = Date.now() + 15_000;
    while (!alerts.notifications.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      alerts = (await call(leo, 'GET', '/users/me/notifications')).body as Alerts;
    }
    // Give a duplicate or the other listing's event time to show up, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    alerts = (await call(leo, 'GET', '/users/me/notifications')).body as Alerts;
    expect(alerts.notifications).toEqual([
      expect.objectContaining({ postId: match.body._id, searchName: 'Quiet rooms in Brooklyn' }),
    ]);
    expect((await call(leo, 'GET', '/users/me/notifications/unread-count')).body).toEqual({
      count: 1,
    });
    // The poster gets nothing for their own listings.
    expect((await call(maya, 'GET', '/users/me/notifications')).body.notifications).toEqual([]);
  }, 60_000);
});

// RFC 8058: a mail client's one-click unsubscribe is a form POST
// (`List-Unsubscribe=One-Click`), which the Functions host parses before the
// function runs (middleware/host-body-parser.ts); Hosting rewrites /mail/** to it.
describe('one-click unsubscribe through the Hosting emulator', () => {
  it('when a mail client posts the one-click form to the link, then message e-mails go off', async () => {
    await resetEmulators();
    const leo = await signUp('unsubscribe-leo@example.com', 'Leo');
    await db()
      .doc(`users/${leo.uid}`)
      .set({ email: leo.email, preferences: { emailUpdates: true } });
    const token = createUnsubscribeToken({ uid: leo.uid, kind: 'messages' }, DEV_TOKEN_SECRET);
    const response = await fetch(
      `${hostingUrl}/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        signal: AbortSignal.timeout(30_000),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      kind: 'messages',
      subscribed: false,
      undoToken: expect.any(String),
    });
    expect((await db().doc(`users/${leo.uid}`).get()).get('emailPreferences')).toEqual({
      messages: false,
      alerts: 'off',
      listings: true,
    });
  }, 60_000);
});
