// The first views in `GET /details/:id` (a listing) and `GET /room-wanted/:id`
// (a Room wanted ad), in-process on the Firestore emulator, with the renderer
// the build bundled (lib/first-view) and a shell shaped like the built
// index.html (its first-paint templates and styles): what each kind of
// listing or ad shows before the app runs, the data the app starts from,
// escaping, the app's other /room-wanted pages left alone, and a page that
// still works without the renderer.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { toListing } from '../src/listings/document';
import { db } from '../src/lib/firebase';
import { toWantedAd } from '../src/wanted-ads/document';
import {
  FIRST_VIEW_MODULE,
  loadFirstViewRenderers,
  shellStyleIds,
  type FirstViewRenderer,
  type WantedAdFirstViewRenderer,
} from '../src/share/first-view';
import {
  backgroundTriggers,
  bearer,
  dumpDatabase,
  insertPosts,
  insertSharedListings,
  resetEmulators,
  SHARED_LISTING,
  signUp,
  type TestUser,
} from './helpers';
import { AD, postAd } from './match-support';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Roomly — find rooms and roommates</title>
    <meta property="og:title" content="Roomly — find rooms and roommates" />
    <style data-emotion="css 1mct8vn">.css-1mct8vn{width:100%}</style>
  </head>
  <body>
    <div id="root"></div>
    <template id="rl-first-paint-home-light"><main>home</main></template>
    <template id="rl-first-paint-other-light"><main>navbar</main></template>
    <script>/* picks a template */</script>
  </body>
</html>`;

const ORIGIN = 'https://roomly.example';
const app = createApp({ share: { origin: ORIGIN, loadShell: async () => SHELL } });
const page = (path: string) => request(app).get(path).set('Accept', 'text/html');
const owner = { uid: 'first-view-owner', email: 'poster@example.com' };
/** viewUpload's photos: a held upload first, then one anyone may see. */
const HELD = 'HeldHeldHeldHeldHeld';
const UPLOAD = 'UpldUpldUpldUpldUpld';

/** The document parsed the way a browser would find its parts (a listing's page, or an ad's). */
function parts(html: string, page: 'details' | 'room-wanted-ad' = 'details') {
  const template = (mode: string) =>
    new RegExp(`<template id="rl-first-paint-${page}-${mode}">([\\s\\S]*?)</template>`).exec(
      html,
    )?.[1];
  const id = page === 'details' ? 'rl-first-view-post' : 'rl-first-view-wanted-ad';
  const data = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(
    html,
  )?.[1];
  return {
    light: template('light'),
    dark: template('dark'),
    data:
      data === undefined
        ? undefined
        : (JSON.parse(data) as {
            post?: unknown;
            ad?: Record<string, unknown>;
            renderedAt: number;
          }),
    head: html.slice(0, html.indexOf('</head>')),
  };
}
/**
 * The page's templates are its first view's two, in place of index.html's own
 * (which the page's script would never pick), with that script still after them.
 */
function expectOnlyItsTemplates(html: string, page: 'details' | 'room-wanted-ad') {
  expect(html.match(/<template id="[\w-]+">/g)).toEqual([
    `<template id="rl-first-paint-${page}-light">`,
    `<template id="rl-first-paint-${page}-dark">`,
  ]);
  expect(html.indexOf(`rl-first-paint-${page}-light`)).toBeGreaterThan(
    html.indexOf('<div id="root">'),
  );
  expect(html.indexOf('<script>/* picks a template */</script>')).toBeGreaterThan(
    html.indexOf(`rl-first-paint-${page}-dark`),
  );
}
/** The content of a head tag (`og:title`, `robots`…), as written. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
/** The document's own <title>, the tab's. */
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const text = (markup: string) => markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

// The deployed triggers (match alerts on a new ad) would write beside the
// tests that prove a page writes nothing.
beforeAll(() => backgroundTriggers(false));
afterAll(() => backgroundTriggers(true));

beforeAll(async () => {
  // The bundle's import and first render, outside the tests' own timeouts.
  await loadFirstViewRenderers();
  await resetEmulators();
  await insertSharedListings(owner, {
    viewActive: 'active',
    viewLet: 'let',
    viewPaused: 'paused',
    viewExpired: 'expired',
    viewReview: 'under-review',
  });
  await insertPosts([
    {
      id: 'viewUpload',
      owner,
      createdAt: new Date(),
      fields: { ...SHARED_LISTING, photos: [`/photos/${HELD}`, `/photos/${UPLOAD}`] },
    },
    {
      id: 'viewHostile',
      owner,
      createdAt: new Date(),
      fields: {
        ...SHARED_LISTING,
        title: '</template></script><script>alert(1)</script> $& $1',
        description: '<img src=x onerror=alert(2)> <!-- not a comment',
      },
    },
  ]);
  // As a listing's write keeps its uploads (photos/attachments.ts); its cover is held for a moderator.
  await db()
    .doc('posts/viewUpload')
    .update({
      uploads: {
        [HELD]: { width: 1600, height: 1200, placeholder: 'YTkGJwaRhWUIt4lIYIhkZ3', held: true },
        [UPLOAD]: { width: 1200, height: 900, placeholder: 'YTkGJwaRhWUIt4lIYIhkZ3' },
      },
    });
});

describe('GET /details/:id, the first view', () => {
  it('when the listing is active, then the page carries its first view in both themes, in place of the shell’s templates, with the visitor’s answer', async () => {
    const before = await dumpDatabase();
    const { text: html } = await page('/details/viewActive').expect(200);
    const { light, dark, data, head } = parts(html);
    for (const view of [light, dark]) {
      expect(view).toBeDefined();
      const shown = text(view!);
      expect(shown).toContain('Sunny room near the park (viewActive)');
      expect(shown).toContain('$1,200/month');
      expect(shown).toContain('Brooklyn, NY');
      expect(shown).toContain('Bright and quiet.');
      expect(shown).toContain('Room facts');
      expect(shown).toContain('Posted by Seeded');
      // The cover photo, at its size (no shift when it loads), first in line.
      expect(view).toMatch(
        /<img[^>]*src="\/images\/listings\/sunny-bedroom-960\.webp"[^>]*width="960" height="720"[^>]*fetchPriority="high"|<img[^>]*width="960" height="720"[^>]*fetchPriority="high"[^>]*src="\/images\/listings\/sunny-bedroom-960\.webp"/i,
      );
      // Buttons wait for the app (inert); the page has no title of its own in #root.
      expect(view).not.toMatch(/<button(?![^>]*inert)/);
      expect(view).not.toContain('<title>');
      // A link to log in, followed before the app runs, still says where to return.
      expect(view).toContain('href="/auth/login?next=%2Fdetails%2FviewActive"');
    }
    expect(light).not.toBe(dark);
    expectOnlyItsTemplates(html, 'details');
    // The tab says what the app's details route will.
    expect(title(html)).toBe('Sunny room near the park (viewActive) · Roomly');
    // The app starts from exactly what GET /posts/:id gives a visitor.
    const { body: visitor } = await request(app).get('/posts/viewActive').expect(200);
    expect(data!.post).toEqual(visitor);
    expect(data!.renderedAt).toBeGreaterThan(Date.now() - 60_000);
    // Its styles, minus those the shell already has.
    expect(head).toMatch(/<style data-emotion="css [\w ]+">/);
    expect(head.match(/\b1mct8vn\b/g)).toHaveLength(2);
    // Never the poster's contact or e-mail.
    expect(html).not.toContain('555-0100');
    expect(html).not.toContain('poster@example.com');
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the cover is an upload, then the page preloads what the first view’s <picture> asks for, and its preview shows it at its size; a held upload appears nowhere', async () => {
    const { text: html } = await page('/details/viewUpload').expect(200);
    const { light, head } = parts(html);
    // The visitor's cover is the first photo they may see: the held one is left out.
    const source = /<source type="image\/avif" srcSet="([^"]*)" sizes="([^"]*)"/i.exec(light!);
    expect(source?.[1]).toBe(
      `/photos/${UPLOAD}/480.avif 480w, /photos/${UPLOAD}/960.avif 960w, /photos/${UPLOAD}/1600.avif 1200w`,
    );
    const preload =
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]*)" imagesizes="([^"]*)"/.exec(
        head,
      );
    expect(preload?.slice(1)).toEqual(source?.slice(1));
    expect(light).toMatch(/<img[^>]*width="1200" height="900"/);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/photos/${UPLOAD}/1600.webp`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('900');
    expect(html).not.toContain(HELD);
  });

  it.each([
    ['viewLet', 'This room has been let'],
    ['viewPaused', 'This listing is paused'],
    ['viewExpired', 'This listing has expired'],
  ])('when the listing is %s, then its first view says so, as the app does', async (id, banner) => {
    const { light, data } = parts((await page(`/details/${id}`).expect(200)).text);
    expect(text(light!)).toContain(banner);
    expect(text(light!)).toContain(`Sunny room near the park (${id})`);
    expect(data!.post).toMatchObject({ _id: id, status: id.replace('view', '').toLowerCase() });
  });

  it('when the listing is under review, then the first view is the banner alone and the data holds nothing of it', async () => {
    const { light, data } = parts((await page('/details/viewReview').expect(200)).text);
    expect(text(light!)).toContain('This listing is being reviewed');
    expect(light).not.toContain('Sunny room');
    expect(data!.post).toMatchObject({ _id: 'viewReview', status: 'under-review', title: '' });
    expect(JSON.stringify(data)).not.toContain('Sunny room');
  });

  it.each([
    ['an unknown id', '/details/noSuchListing1'],
    ['a malformed id', '/details/__reserved__'],
    ['a path below a listing', '/details/viewActive/more'],
  ])(
    'when the path is %s, then there is no listing view: a 404, the navbar until the app says so',
    async (_what, path) => {
      const { light, data } = parts((await page(path).expect(404)).text);
      expect(light).toBeUndefined();
      expect(data).toBeUndefined();
    },
  );

  it('when a listing’s text is hostile, then it is text in the view and in the data, never markup', async () => {
    const { text: html } = await page('/details/viewHostile').expect(200);
    const { light, data } = parts(html);
    expect(light).toContain(
      '&lt;/template&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1',
    );
    expect(light).toContain('&lt;img src=x onerror=alert(2)&gt; &lt;!-- not a comment');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // The data holds the same text, with every `<` escaped inside the element.
    expect(html).not.toMatch(/id="rl-first-view-post">[^<]*<(?!\/script>)/);
    expect(data!.post).toMatchObject({
      title: '</template></script><script>alert(1)</script> $& $1',
    });
  });

  it('when the client takes gzip, then the page comes compressed, and plain to one that doesn’t', async () => {
    const compressed = await page('/details/viewActive').set('Accept-Encoding', 'gzip').expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(compressed.headers['content-length'])).toBeLessThan(compressed.text.length / 3);
    expect(parts(compressed.text).light).toContain('Sunny room near the park (viewActive)');
    const plain = await page('/details/viewActive').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(
      compressed.text.replace(/"renderedAt":\d+/, () => /"renderedAt":\d+/.exec(plain.text)![0]),
    );
  });

  it('when the renderer is missing, then the page is served as before, without a first view', async () => {
    const bare = createApp({
      share: { origin: ORIGIN, loadShell: async () => SHELL, loadRenderers: async () => null },
    });
    const { text: html } = await request(bare).get('/details/viewActive').expect(200);
    expect(parts(html).light).toBeUndefined();
    // The shell's own first paints stay: the navbar still paints before the app.
    expect(html).toContain(
      '<template id="rl-first-paint-other-light"><main>navbar</main></template>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Sunny room near the park (viewActive)" />',
    );
  });

  it('when the shell has no first paint to extend, then it is served without one', async () => {
    const plain = SHELL.replace(/<template[\s\S]*?<\/template>/g, '');
    const other = createApp({ share: { origin: ORIGIN, loadShell: async () => plain } });
    const { text: html } = await request(other).get('/details/viewActive').expect(200);
    expect(parts(html).light).toBeUndefined();
  });
});

describe('GET /room-wanted/:id, the first view', () => {
  const ids: Record<string, string> = {};
  let seeker: TestUser;

  beforeAll(async () => {
    // Real members posting through the API: one ad each (one active ad per member).
    const members = await Promise.all(
      ['active', 'paused', 'expired', 'review', 'hostile'].map((name) =>
        signUp(`seeker-${name}@example.com`, `Seeker ${name}`),
      ),
    );
    seeker = members[0]!;
    ids.active = await postAd(seeker, { headline: 'Nurse seeks a calm room (adActive)' });
    ids.paused = await postAd(members[1]!, { headline: 'Paused ad headline' });
    ids.expired = await postAd(members[2]!, { headline: 'Expired ad headline' });
    ids.review = await postAd(members[3]!, { headline: 'Ad under review headline' });
    ids.hostile = await postAd(members[4]!, {
      headline: '</template></script><script>alert(1)</script> $& $1',
      aboutMe: '<img src=x onerror=alert(2)> <!-- not a comment',
    });
    const ad = (id: string) => db().collection('seekerAds').doc(id);
    await ad(ids.paused!).update({ status: 'paused' });
    await ad(ids.expired!).update({ expiresAt: new Date(Date.now() - 60_000) });
    await ad(ids.review!).update({ status: 'under-review' });
  });

  it('when the ad is active, then the page carries its first view in both themes, in place of the shell’s templates, with the visitor’s answer and nothing more', async () => {
    const before = await dumpDatabase();
    const response = await page(`/room-wanted/${ids.active}`).expect(200);
    const html = response.text;
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    const { light, dark, data, head } = parts(html, 'room-wanted-ad');
    for (const view of [light, dark]) {
      expect(view).toBeDefined();
      const shown = text(view!);
      expect(shown).toContain('Nurse seeks a calm room (adActive)');
      expect(shown).toContain('up to $1,200/month');
      expect(shown).toContain('Brooklyn');
      expect(shown).toContain(AD.aboutMe);
      expect(shown).toContain('Seeker active');
      expect(shown).toContain('25–29');
      expect(shown).toContain('What I’m looking for');
      expect(shown).toContain('Message Seeker active');
      // The headline is the page's h1; buttons wait for the app (inert); no <title> in #root.
      expect(view).toMatch(/<h1[^>]*id="ad-headline"/);
      expect(view).not.toMatch(/<button(?![^>]*inert)/);
      expect(view).not.toContain('<title>');
      expect(view).toContain(`href="/auth/login?next=%2Froom-wanted%2F${ids.active}"`);
    }
    expect(light).not.toBe(dark);
    expectOnlyItsTemplates(html, 'room-wanted-ad');
    expect(title(html)).toBe('Nurse seeks a calm room (adActive) · Room wanted · Roomly');
    // The app starts from exactly what GET /seeker-ads/:id gives a visitor.
    const { body: visitor } = await request(app).get(`/seeker-ads/${ids.active}`).expect(200);
    expect(data!.ad).toEqual(visitor);
    expect(data!.ad).toMatchObject({ isOwner: false, ageRange: '25–29' });
    expect(data!.ad).not.toHaveProperty('age');
    expect(data!.renderedAt).toBeGreaterThan(Date.now() - 60_000);
    // Its styles, minus those the shell already has.
    expect(head).toMatch(/<style data-emotion="css [\w ]+">/);
    expect(head.match(/\b1mct8vn\b/g)).toHaveLength(2);
    // The preview says what the ad asks for, never who asks; search engines keep nothing.
    expect(meta(html, 'og:title')).toBe('Nurse seeks a calm room (adActive)');
    expect(meta(html, 'og:description')).toMatch(
      /^Room wanted · up to \$1,200\/month · in Brooklyn · for 6 months\. I work from home/,
    );
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/room-wanted/${ids.active}`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/hero/great-spaces-1280.webp`);
    expect(meta(html, 'robots')).toBe('noindex');
    const tags = head.slice(0, head.indexOf('<style'));
    expect(tags).not.toContain('Seeker active');
    expect(tags).not.toContain('25–29');
    // Never the seeker's e-mail, anywhere.
    expect(html).not.toContain(seeker.email);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('when the seeker opens their own ad’s link signed in, then the page is still the visitor’s: the function reads no token', async () => {
    const { data } = parts(
      (await page(`/room-wanted/${ids.active}`).set(bearer(seeker)).expect(200)).text,
      'room-wanted-ad',
    );
    expect(data!.ad).toMatchObject({ isOwner: false });
    expect(data!.ad).not.toHaveProperty('age');
  });

  it.each([
    ['paused', 'Paused ad headline'],
    ['expired', 'Expired ad headline'],
    ['review', 'Ad under review headline'],
  ])(
    'when the ad is %s, then a visitor gets what the API gives them: a 404, no ad, the generic tags, a short cache, and nothing written',
    async (which, headline) => {
      const before = await dumpDatabase();
      await request(app).get(`/seeker-ads/${ids[which]}`).expect(404);
      const response = await page(`/room-wanted/${ids[which]}`).expect(404);
      const { light, data } = parts(response.text, 'room-wanted-ad');
      expect(light).toBeUndefined();
      expect(data).toBeUndefined();
      expect(response.text).not.toContain(headline);
      expect(meta(response.text, 'og:title')).toBe('Roomly — find rooms and roommates');
      expect(meta(response.text, 'robots')).toBe('noindex');
      expect(title(response.text)).toBe('Page not found · Roomly');
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it.each([
    ['an unknown id', '/room-wanted/noSuchAd123'],
    ['a malformed id', '/room-wanted/__reserved__'],
    ['an id too long for the API', `/room-wanted/${'a'.repeat(129)}`],
  ])(
    'when the path is %s, then there is no ad view: a 404, the navbar until the app says so, and nothing written',
    async (_what, path) => {
      const before = await dumpDatabase();
      const { light, data } = parts((await page(path).expect(404)).text, 'room-wanted-ad');
      expect(light).toBeUndefined();
      expect(data).toBeUndefined();
      expect(await dumpDatabase()).toEqual(before);
    },
  );

  it.each([
    ['the Room wanted list', '/room-wanted'],
    ['the member’s own ad', '/room-wanted/mine'],
    ['an ad’s edit form', () => `/room-wanted/${ids.active}/edit`],
    ['a path below that', () => `/room-wanted/${ids.active}/edit/more`],
  ])('when the page is %s, then it is the app shell exactly as it is', async (_what, path) => {
    const url = typeof path === 'function' ? path() : path;
    const { text: html } = await page(url).expect(200);
    expect(html).toBe(SHELL);
  });

  it('when an ad’s text is hostile, then it is text in the view, the tags and the data, never markup', async () => {
    const { text: html } = await page(`/room-wanted/${ids.hostile}`).expect(200);
    const { light, data } = parts(html, 'room-wanted-ad');
    expect(light).toContain(
      '&lt;/template&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1',
    );
    expect(light).toContain('&lt;img src=x onerror=alert(2)&gt; &lt;!-- not a comment');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/id="rl-first-view-wanted-ad">[^<]*<(?!\/script>)/);
    expect(data!.ad).toMatchObject({
      headline: '</template></script><script>alert(1)</script> $& $1',
    });
  });

  it('when the client takes gzip, then the ad’s page comes compressed', async () => {
    const compressed = await page(`/room-wanted/${ids.active}`)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(Number(compressed.headers['content-length'])).toBeLessThan(compressed.text.length / 3);
    expect(parts(compressed.text, 'room-wanted-ad').light).toContain(
      'Nurse seeks a calm room (adActive)',
    );
  });

  it('when the renderer is missing, then the ad’s page is served as before, with its tags and no first view', async () => {
    const bare = createApp({
      share: { origin: ORIGIN, loadShell: async () => SHELL, loadRenderers: async () => null },
    });
    const { text: html } = await request(bare).get(`/room-wanted/${ids.active}`).expect(200);
    expect(parts(html, 'room-wanted-ad').light).toBeUndefined();
    expect(meta(html, 'og:title')).toBe('Nurse seeks a calm room (adActive)');
  });
});

describe('the renderer bundle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-view-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when copied away from every node_modules, then it still loads and renders a listing and an ad: the deployed function needs no web package', async () => {
    const copy = join(dir, 'first-views.mjs');
    cpSync(FIRST_VIEW_MODULE, copy);
    const { renderDetailsFirstView: render, renderWantedAdFirstView: renderAd } = (await import(
      copy
    )) as {
      renderDetailsFirstView: FirstViewRenderer;
      renderWantedAdFirstView: WantedAdFirstViewRenderer;
    };
    const post = toListing('bundleCheck', { title: 'Loft by the river', status: 'active' });
    const view = render({ post, renderedAt: 0 });
    expect(view.body).toContain('<h1');
    expect(view.body).toContain('Loft by the river');
    expect(view.head).toMatch(/^<style data-emotion="css /);
    const ad = toWantedAd('bundleAd', { headline: 'Nurse seeks a quiet room', status: 'active' });
    const adView = renderAd({ ad, renderedAt: 0 });
    expect(adView.body).toContain('<template id="rl-first-paint-room-wanted-ad-light">');
    expect(adView.body).toMatch(/<h1[^>]*id="ad-headline"[^>]*>Nurse seeks a quiet room</);
  });

  it('when the shell’s styles are read, then every emotion id is found', () => {
    expect(
      shellStyleIds(
        '<style data-emotion="css a1 b2">x</style><style data-emotion="css-global c3">',
      ),
    ).toEqual(['a1', 'b2', 'c3']);
  });

  it('when loaded twice, then it is imported once', async () => {
    expect(await loadFirstViewRenderers()).toBe(await loadFirstViewRenderers());
  });
});
