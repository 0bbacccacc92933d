// The listing's first view in `GET /details/:id`, in-process on the Firestore
// emulator, with the renderer the build bundled (lib/first-view) and a shell
// shaped like the built index.html (its first-paint templates and styles):
// what each kind of listing shows before the app runs, the data the app
// starts from, escaping, and a page that still works without the renderer.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { toPost } from '../src/posts/document';
import {
  FIRST_VIEW_MODULE,
  loadFirstViewRenderer,
  shellStyleIds,
  type FirstViewRenderer,
} from '../src/share/first-view';
import {
  dumpDatabase,
  insertPosts,
  insertSharedListings,
  resetEmulators,
  SHARED_LISTING,
} from './helpers';

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

/** The document parsed the way a browser would find its parts. */
function parts(html: string) {
  const template = (mode: string) =>
    new RegExp(`<template id="rl-first-paint-details-${mode}">([\\s\\S]*?)</template>`).exec(
      html,
    )?.[1];
  const data = /<script type="application\/json" id="rl-first-view-post">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return {
    light: template('light'),
    dark: template('dark'),
    data:
      data === undefined ? undefined : (JSON.parse(data) as { post: unknown; renderedAt: number }),
    head: html.slice(0, html.indexOf('</head>')),
  };
}
const text = (markup: string) => markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
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
});

describe('GET /details/:id, the first view', () => {
  it('when the listing is active, then the page carries its first view in both themes, before the shell’s templates, with the visitor’s answer', async () => {
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
    }
    expect(light).not.toBe(dark);
    // Where the page's script looks: before index.html's own templates.
    expect(html.indexOf('rl-first-paint-details-light')).toBeLessThan(
      html.indexOf('rl-first-paint-home-light'),
    );
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
    'when the path is %s, then there is no listing view: the navbar until the app says so',
    async (_what, path) => {
      const { light, data } = parts((await page(path).expect(200)).text);
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
      share: { origin: ORIGIN, loadShell: async () => SHELL, loadRenderer: async () => null },
    });
    const { text: html } = await request(bare).get('/details/viewActive').expect(200);
    expect(parts(html).light).toBeUndefined();
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

describe('the renderer bundle', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'first-view-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when copied away from every node_modules, then it still loads and renders: the deployed function needs no web package', async () => {
    const copy = join(dir, 'details-first-view.mjs');
    cpSync(FIRST_VIEW_MODULE, copy);
    const { renderDetailsFirstView: render } = (await import(copy)) as {
      renderDetailsFirstView: FirstViewRenderer;
    };
    const post = toPost('bundleCheck', { title: 'Loft by the river', status: 'active' });
    const view = render({ post, renderedAt: 0 });
    expect(view.body).toContain('<h1');
    expect(view.body).toContain('Loft by the river');
    expect(view.head).toMatch(/^<style data-emotion="css /);
  });

  it('when the shell’s styles are read, then every emotion id is found', () => {
    expect(
      shellStyleIds(
        '<style data-emotion="css a1 b2">x</style><style data-emotion="css-global c3">',
      ),
    ).toEqual(['a1', 'b2', 'c3']);
  });

  it('when loaded twice, then it is imported once', async () => {
    expect(await loadFirstViewRenderer()).toBe(await loadFirstViewRenderer());
  });
});
