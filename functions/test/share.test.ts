// Share previews: `GET /details/:id` in-process, on the Firestore
// emulator, with a fixed app shell (hosting.test.ts covers the real one through
// the Hosting emulator). Which listings show their own tags, what the generic
// ones look like, the cache headers, and that the page never turns into JSON.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { CACHE_FOUND, CACHE_GENERIC, UNAVAILABLE_PAGE } from '../src/share/router';
import { GENERIC_TITLE } from '../src/share/tags';
import { MALFORMED_PATH } from '../src/middleware/malformed-path';
import { INERT_PAGE_POLICY } from '../src/middleware/security-headers';
import { PAGE_HEADERS, contentSecurityPolicy, scriptHash } from '../src/lib/page-headers';
import { dumpDatabase, insertSharedListings, resetEmulators } from './helpers';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Roomly — find rooms and roommates</title>
    <meta name="description" content="Roomly: browse rooms and roommates, post a listing in a minute." />
    <meta property="og:title" content="Roomly — find rooms and roommates" />
    <script>/* first paint */</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const ORIGIN = 'https://roomly.example';
const app = createApp({ share: { origin: ORIGIN, loadShell: async () => SHELL } });
const page = (path: string) => request(app).get(path).set('Accept', 'text/html');

const owner = { uid: 'share-owner', email: 'poster@example.com' };
const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
const docTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

beforeAll(async () => {
  await resetEmulators();
  await insertSharedListings(owner, {
    shareActive: 'active',
    shareLet: 'let',
    sharePaused: 'paused',
    shareReview: 'under-review',
  });
});

describe('GET /details/:id', () => {
  it("when the listing is active, then the shell comes with its tags, absolute URLs and the CDN's 5 minutes", async () => {
    const before = await dumpDatabase();
    const response = await page('/details/shareActive').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(CACHE_FOUND);
    const html = response.text;
    expect(ogTitle(html)).toBe('Sunny room near the park (shareActive)');
    // The tab's title is the one the app's details route sets.
    expect(docTitle(html)).toBe('Sunny room near the park (shareActive) · Roomly');
    expect(html).toContain(
      '<meta property="og:description" content="$1,200/month · Single Room in Brooklyn, NY. Bright and quiet." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://roomly.example/images/listings/sunny-bedroom-960.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://roomly.example/details/shareActive" />',
    );
    expect(html).toContain('<script>/* first paint */</script>');
    // The poster's contact details and e-mail are never in the page.
    expect(html).not.toContain('555-0100');
    expect(html).not.toContain('poster@example.com');
    expect(await dumpDatabase()).toEqual(before);
  });

  it.each([
    ['shareLet', 'This room has been let'],
    ['sharePaused', 'This listing is paused'],
  ])('when the listing is %s, then its preview still shows it, saying so', async (id, banner) => {
    const { text } = await page(`/details/${id}`).expect(200);
    expect(ogTitle(text)).toBe(`Sunny room near the park (${id})`);
    expect(text).toContain(`content="${banner} · $1,200/month`);
  });

  it('when the listing is under review, then the shell comes with the generic tags, 200 (its owner may open it) and a short cache', async () => {
    const response = await page('/details/shareReview').expect(200);
    expect(response.headers['cache-control']).toBe(CACHE_GENERIC);
    expect(ogTitle(response.text)).toBe(GENERIC_TITLE);
    expect(response.text).toContain('<meta name="robots" content="noindex" />');
    expect(response.text).not.toContain('Sunny room');
    // What the app's route sets for a listing whose title it is not given.
    expect(docTitle(response.text)).toBe('Listing details · Roomly');
  });

  it.each([
    ['an unknown id', '/details/noSuchListing1'],
    ['an id Firestore could not hold', '/details/__reserved__'],
    ['a path below a listing', '/details/shareActive/more'],
    ['no id', '/details/'],
  ])(
    'when the path is %s, then the shell answers 404 with the generic tags, the not-found title and a short cache',
    async (_what, path) => {
      const response = await page(path).expect(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(CACHE_GENERIC);
      expect(ogTitle(response.text)).toBe(GENERIC_TITLE);
      expect(response.text).toContain('<meta name="robots" content="noindex" />');
      expect(response.text).not.toContain('Sunny room');
      expect(docTitle(response.text)).toBe('Page not found · Roomly');
      expect(response.text).toContain('<script>/* first paint */</script>');
    },
  );

  it('when App Check is enforced, then the page still opens (browsers and crawlers send no token)', async () => {
    const enforced = createApp({
      appCheck: { enforce: () => true, verify: () => Promise.reject(new Error('no')) },
      share: { loadShell: async () => SHELL },
    });
    const { text } = await request(enforced).get('/details/shareActive').expect(200);
    expect(ogTitle(text)).toBe('Sunny room near the park (shareActive)');
    await request(enforced).get('/posts').expect(403);
  });

  it('when the app shell cannot be had, then a small page that reloads itself answers 503, cached nowhere', async () => {
    const broken = createApp({ share: { loadShell: async () => null } });
    const response = await request(broken).get('/details/shareActive').expect(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBe('5');
    expect(response.text).toBe(UNAVAILABLE_PAGE);
    expect(response.text).toContain('<meta http-equiv="refresh" content="5" />');
  });

  it('when loading the shell throws, then the answer is that page too, not the JSON error', async () => {
    const throwing = createApp({
      share: {
        loadShell: () => Promise.reject(new Error('boom')),
      },
    });
    const response = await request(throwing).get('/details/shareActive').expect(503);
    expect(response.text).toBe(UNAVAILABLE_PAGE);
  });

  it("when a page is served, then it carries a document's security headers: the policy Hosting sent with the shell, else one from the shell's own scripts", async () => {
    const hostingPolicy =
      "default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'";
    const withPolicy = createApp({
      share: { origin: ORIGIN, loadShell: async () => ({ html: SHELL, csp: hostingPolicy }) },
    });
    const given = await request(withPolicy).get('/details/shareActive').expect(200);
    expect(given.headers['content-security-policy']).toBe(hostingPolicy);
    const plain = await request(withPolicy).get('/room-wanted/mine').expect(200);
    expect(plain.headers['content-security-policy']).toBe(hostingPolicy);

    const made = await page('/details/shareActive').expect(200);
    const policy = made.headers['content-security-policy'];
    expect(policy).toBe(contentSecurityPolicy(['/* first paint */'], {}));
    expect(policy).toContain(scriptHash('/* first paint */'));
    expect(policy).toContain("frame-ancestors 'none'");
    for (const response of [given, plain, made]) {
      for (const { key, value } of PAGE_HEADERS)
        expect(response.headers[key.toLowerCase()]).toBe(value);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('when the shell cannot be had, then the 503 page comes with an inert policy and frame protection', async () => {
    const broken = createApp({ share: { loadShell: async () => null } });
    const response = await request(broken).get('/details/shareActive').expect(503);
    expect(response.headers['content-security-policy']).toBe(INERT_PAGE_POLICY);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when a path under /details has a malformed percent-escape, then the answer is the JSON 400', async () => {
    for (const path of ['/details/%ZZ', '/details/%E0%A4%A', '/details/ok/%']) {
      const response = await page(path).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ error: MALFORMED_PATH });
    }
  });
});

/** A real local HTTP server answering `body`, counting what it is asked. */
async function countingServer(body: string) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('GET /details/:id with hostile headers', () => {
  let site: Awaited<ReturnType<typeof countingServer>>;
  let hostile: Awaited<ReturnType<typeof countingServer>>;
  beforeAll(async () => {
    site = await countingServer(SHELL);
    hostile = await countingServer(SHELL.replace('<head>', '<head><script>stolen()</script>'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all([site.close(), hostile.close()]);
  });

  /** The share page asked for with every header a caller could use to name a host. */
  const hostileRequest = (target: ReturnType<typeof createApp>, path: string) =>
    request(target)
      .get(path)
      .set('Host', hostile.host)
      .set('X-Forwarded-Host', hostile.host)
      .set('X-Forwarded-Proto', 'http')
      .set('Forwarded', `host=${hostile.host};proto=http`)
      .set('Origin', hostile.url)
      .set('Referer', `${hostile.url}/`);

  it('when the request names another host in Host, X-Forwarded-Host, Forwarded and Origin, then the tags use the configured origin and only it is fetched', async () => {
    // The app as deployed: origin and shell loader from configuration.
    vi.stubEnv('PUBLIC_ORIGIN', site.url);
    const configured = createApp();
    const { text } = await hostileRequest(configured, '/details/shareActive').expect(200);
    expect(text).toContain(`<link rel="canonical" href="${site.url}/details/shareActive" />`);
    expect(text).toContain(`<meta property="og:url" content="${site.url}/details/shareActive" />`);
    expect(text).toContain(
      `<meta property="og:image" content="${site.url}/images/listings/sunny-bedroom-960.webp" />`,
    );
    expect(text).not.toContain(hostile.host);
    expect(text).not.toContain('stolen()');
    expect(site.requests.map((r) => r.url)).toEqual(['/index.html']);
    expect(hostile.requests).toEqual([]);
  });

  it('when an unknown listing is asked for with those headers, then the generic tags use the configured origin too', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', site.url);
    const { text } = await hostileRequest(createApp(), '/details/nothingHere1').expect(404);
    expect(text).toMatch(new RegExp(`<meta property="og:image" content="${site.url}/images/hero/`));
    expect(text).not.toContain(hostile.host);
    expect(hostile.requests).toEqual([]);
  });
});
