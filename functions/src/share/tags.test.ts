import { describe, expect, it } from 'vitest';
import { GALLERY_SIZES } from '../contract/photo-url';
import {
  coverImageUrl,
  coverPreload,
  DEFAULT_IMAGE_PATH,
  escapeHtml,
  formatMonthlyRent,
  GENERIC_DESCRIPTION,
  GENERIC_TITLE,
  renderShareTags,
  withDocumentTitle,
  type ShareListing,
} from './tags';

const ORIGIN = 'https://roomly.example';

// The shape of the built web/index.html: its head tags, then the inline scripts
// whose hashes the CSP lists, then the app.
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Roomly — find rooms and roommates</title>
    <meta
      name="description"
      content="Roomly: browse rooms and roommates, post a listing in a minute."
    />
    <meta property="og:site_name" content="Roomly" />
    <meta property="og:title" content="Roomly — find rooms and roommates" />
    <meta name="twitter:card" content="summary" />
    <meta name="color-scheme" content="light dark" />
    <script>var title = '<title>not this</title><meta property="og:title" content="x">';</script>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const listing: ShareListing = {
  id: 'abc123',
  title: 'Sunny room near the park',
  location: 'Brooklyn, NY',
  rentAmount: 1200,
  roomType: 'Single Room',
  description: 'Bright, quiet, with a desk.',
  cover: '/images/listings/sunny-bedroom-480.avif',
  status: 'active',
};

/** content of every `<meta {attribute}="{key}">` */
function metas(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"\s*\/>/g)]
    .filter(([, name]) => name === key)
    .map(([, , content]) => content!);
}
const meta = (html: string, key: string) => metas(html, key)[0];

describe('renderShareTags', () => {
  it('when a listing is given, then its title, rent, location and cover are in the preview tags, each once', () => {
    const html = renderShareTags(SHELL, listing, ORIGIN);
    // The tab's title is the app's to set (its details route does).
    expect(html).toContain('<title>Roomly — find rooms and roommates</title>');
    expect(meta(html, 'og:title')).toBe('Sunny room near the park');
    expect(meta(html, 'og:description')).toBe(
      '$1,200/month · Single Room in Brooklyn, NY. Bright, quiet, with a desk.',
    );
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/details/abc123`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/details/abc123" />`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/images/listings/sunny-bedroom-960.webp`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('Sunny room near the park');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    for (const key of ['og:title', 'og:site_name', 'twitter:card', 'description']) {
      expect(metas(html, key)).toHaveLength(1);
    }
    expect(html.match(/<title>/g)).toHaveLength(2); // its own, and the one inside the script
    expect(html.indexOf('og:title')).toBeGreaterThan(html.indexOf('<title>'));
    expect(html).not.toContain('noindex');
  });

  it('when the shell is rendered, then everything from its first script on is unchanged (the CSP hashes stay valid)', () => {
    const from = SHELL.indexOf('<script');
    const html = renderShareTags(SHELL, listing, ORIGIN);
    expect(html.slice(html.indexOf('<script'))).toBe(SHELL.slice(from));
    expect(
      html.startsWith('<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />'),
    ).toBe(true);
  });

  it('when the title and location hold markup and quotes, then they are escaped everywhere', () => {
    const html = renderShareTags(
      SHELL,
      { ...listing, title: `"><script>alert('x')</script>&`, location: `O'Hare <b>"` },
      ORIGIN,
    );
    expect(html).not.toContain("<script>alert('x')");
    const escaped = '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;';
    for (const key of ['og:title', 'twitter:title', 'og:image:alt', 'twitter:image:alt']) {
      expect(meta(html, key)).toBe(escaped);
    }
    expect(meta(html, 'og:description')).toContain('Single Room in O&#39;Hare &lt;b&gt;&quot;');
    expect(escapeHtml(`"<>&'`)).toBe('&quot;&lt;&gt;&amp;&#39;');
  });

  it('when there is no listing, then the generic tags come with an absolute default image and noindex', () => {
    const html = renderShareTags(SHELL, null, ORIGIN);
    expect(html).toContain(`<title>${GENERIC_TITLE}</title>`);
    expect(meta(html, 'og:title')).toBe(GENERIC_TITLE);
    expect(meta(html, 'og:description')).toBe(GENERIC_DESCRIPTION);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${DEFAULT_IMAGE_PATH}`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(metas(html, 'og:title')).toHaveLength(1);
  });

  it('when a listing is let, then its preview says so before the rent', () => {
    const html = renderShareTags(SHELL, { ...listing, status: 'let', description: '' }, ORIGIN);
    expect(meta(html, 'og:description')).toBe(
      'This room has been let · $1,200/month · Single Room in Brooklyn, NY',
    );
  });

  it('when the description is long, then og:description is cut at a word with an ellipsis', () => {
    const html = renderShareTags(SHELL, { ...listing, description: 'word '.repeat(100) }, ORIGIN);
    const description = meta(html, 'og:description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/ word…$/);
  });

  it('when the shell has no preview tags, then they go at the end of its head', () => {
    const bare = '<html><head><meta charset="UTF-8" /></head><body></body></html>';
    const html = renderShareTags(bare, listing, ORIGIN);
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/^<html><head><meta charset="UTF-8" \/><meta name="description"/);
  });
});

describe('withDocumentTitle', () => {
  it('when a page gets its title, then the tab’s <title> says it, escaped, and nothing from the first script on changes', () => {
    const html = withDocumentTitle(SHELL, 'Loft "with" <views> & more · Roomly');
    expect(html).toContain(
      '<title>Loft &quot;with&quot; &lt;views&gt; &amp; more · Roomly</title>',
    );
    expect(html).not.toContain('<title>Roomly — find rooms and roommates</title>');
    const script = SHELL.indexOf('<script>');
    expect(html.slice(html.indexOf('<script>'))).toBe(SHELL.slice(script));
    // The preview tags are another matter (renderShareTags).
    expect(html).toContain(
      '<meta property="og:title" content="Roomly — find rooms and roommates" />',
    );
  });

  it('when the shell has no <title> before its scripts, then none is invented and the scripts stay', () => {
    const bare = SHELL.replace('<title>Roomly — find rooms and roommates</title>', '');
    expect(withDocumentTitle(bare, 'Anything · Roomly')).toBe(bare);
  });
});

describe('coverPreload', () => {
  it('when a listing has a bundled cover, then its page preloads the AVIF widths the gallery picks from', () => {
    const html = renderShareTags(SHELL, listing, ORIGIN);
    expect(html).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/images/listings/sunny-bedroom-480.avif 480w, /images/listings/sunny-bedroom-960.avif 960w" imagesizes="(min-width: 900px) 800px, 100vw" fetchpriority="high" />',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
  });

  it('when the cover is an https link, then that URL is preloaded as the gallery fetches it; nothing else is', () => {
    expect(coverPreload('https://cdn.example/a.jpg?x=1&y="2"')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/a.jpg?x=1&amp;y=&quot;2&quot;" fetchpriority="high" referrerpolicy="no-referrer" />',
    );
    expect(coverPreload('http://cdn.example/a.jpg')).toBeNull();
    expect(coverPreload(undefined)).toBeNull();
    expect(renderShareTags(SHELL, { ...listing, cover: undefined }, ORIGIN)).not.toContain(
      'preload',
    );
    expect(renderShareTags(SHELL, null, ORIGIN)).not.toContain('preload');
  });
});

describe('an uploaded cover', () => {
  const ID = 'AbCdEfGhIjKlMnOpQrSt';
  const upload = {
    ...listing,
    cover: `/photos/${ID}`,
    coverDetails: { width: 1200, height: 900, placeholder: 'YTkGJwaRhWUIt4lIYIhkZ3' },
  };

  it('when the cover is an upload, then og:image is its widest WebP, absolute, with its size, and the page preloads the AVIF widths the gallery picks from', () => {
    const html = renderShareTags(SHELL, upload, ORIGIN);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/photos/${ID}/1600.webp`);
    expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}/photos/${ID}/1600.webp`);
    // The 1,600 file is the photo at its own size, 1,200 wide: the size previews lay out with.
    expect(metas(html, 'og:image:width')).toEqual(['1200']);
    expect(metas(html, 'og:image:height')).toEqual(['900']);
    // As the gallery's <source type="image/avif">: past its own width, the photo at that width.
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/photos/${ID}/480.avif 480w, /photos/${ID}/960.avif 960w, /photos/${ID}/1600.avif 1200w" imagesizes="${GALLERY_SIZES}" fetchpriority="high" />`,
    );
  });

  it('when an upload is narrower than a width, then the preload stops at its own width, as the srcset does', () => {
    expect(coverPreload(`/photos/${ID}`, { width: 960, height: 720, placeholder: 'x' })).toBe(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="/photos/${ID}/480.avif 480w, /photos/${ID}/960.avif 960w" imagesizes="${GALLERY_SIZES}" fetchpriority="high" />`,
    );
  });

  it('when an upload comes without its details, then og:image is still its widest WebP, without a size', () => {
    const html = renderShareTags(SHELL, { ...upload, coverDetails: undefined }, ORIGIN);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/photos/${ID}/1600.webp`);
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(html).toContain(
      `imagesrcset="/photos/${ID}/480.avif 480w, /photos/${ID}/960.avif 960w, /photos/${ID}/1600.avif 1600w"`,
    );
  });

  it('when the listing is paused, then its uploaded cover (refused to visitors) is in neither the preview nor the preload', () => {
    const html = renderShareTags(SHELL, { ...upload, status: 'paused' as const }, ORIGIN);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${DEFAULT_IMAGE_PATH}`);
    expect(html).not.toContain(ID);
    expect(html).not.toContain('rel="preload"');
  });

  it('when the cover is an upload held for a moderator, then neither the preview nor the preload names it', () => {
    const held = { ...upload, coverDetails: { ...upload.coverDetails, held: true as const } };
    const html = renderShareTags(SHELL, held, ORIGIN);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${DEFAULT_IMAGE_PATH}`);
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(html).not.toContain(ID);
    expect(html).not.toContain('rel="preload"');
  });
});

describe('coverImageUrl and formatMonthlyRent', () => {
  it.each([
    ['/images/listings/loft-studio-480.webp', `${ORIGIN}/images/listings/loft-studio-960.webp`],
    ['https://cdn.example/room.jpg', 'https://cdn.example/room.jpg'],
    ['http://cdn.example/room.jpg', `${ORIGIN}${DEFAULT_IMAGE_PATH}`],
    ['javascript:alert(1)', `${ORIGIN}${DEFAULT_IMAGE_PATH}`],
    ['/images/listings/../../secret', `${ORIGIN}${DEFAULT_IMAGE_PATH}`],
    ['/photos/AbCdEfGhIjKlMnOpQrSt', `${ORIGIN}/photos/AbCdEfGhIjKlMnOpQrSt/1600.webp`],
    ['/photos/../posts/x', `${ORIGIN}${DEFAULT_IMAGE_PATH}`],
    [undefined, `${ORIGIN}${DEFAULT_IMAGE_PATH}`],
  ])('when the cover is %s, then og:image is %s', (cover, expected) => {
    expect(coverImageUrl(cover, ORIGIN)).toBe(expected);
  });

  it.each([
    [1200, '$1,200/month'],
    [950.5, '$950.5/month'],
    [1234567, '$1,234,567/month'],
    [0, null],
    [Number.NaN, null],
  ])('when the rent is %s, then it reads %s', (amount, expected) => {
    expect(formatMonthlyRent(amount)).toBe(expected);
  });
});
