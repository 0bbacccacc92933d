// index.html paints the home page's first slide and the browse page's heading
// before any JavaScript runs; React then replaces them with hero-slide.tsx's and
// browse.tsx's markup. Each pair must show the same thing, or the page would
// visibly change under the visitor.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HERO_SIZES,
  HERO_SLIDES,
  heroFallbackSrc,
  heroSrcSet,
} from '@/features/listings/components/hero-slides';
import { paths } from '@/config/paths';

const html = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
const template = html.match(/<template id="rl-boot-home">([\s\S]*?)<\/template>/)?.[1] ?? '';
const squash = (s: string) => s.replace(/\s+/g, ' ');
/** Every value of an attribute in the template, whitespace folded (Prettier wraps long ones). */
const attributes = (name: string) =>
  [...template.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => squash(m[1]!).trim());

describe('index.html first paint', () => {
  const slide = HERO_SLIDES[0]!;

  it('when the home page loads, then the static slide matches the carousel’s first slide', () => {
    expect(template).not.toBe('');
    expect(squash(template)).toContain(`<h2>${slide.title}</h2>`);
    expect(squash(template)).toContain(squash(slide.text));
    expect(template).toContain(`alt="${slide.alt}"`);
    expect(attributes('srcset')).toEqual([
      heroSrcSet(slide.image, 'avif'),
      heroSrcSet(slide.image, 'webp'),
    ]);
    expect(attributes('sizes')).toEqual([HERO_SIZES, HERO_SIZES]);
    expect(template).toContain(`src="${heroFallbackSrc(slide.image)}"`);
  });

  it('when the home page loads, then the head preloads the first slide’s AVIF candidates', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain("location.pathname === '/'");
    expect(squash(head)).toContain(`hero.imageSrcset = '${heroSrcSet(slide.image, 'avif')}';`);
    expect(head).toContain(`hero.imageSizes = '${HERO_SIZES}';`);
  });

  it('when JavaScript has not run yet, then the slide’s buttons are working links', () => {
    expect(template).toContain(`href="${paths.browse}">Browse Listings</a>`);
    expect(template).toContain(`href="${paths.createListing}">Post a Listing</a>`);
  });

  it('when the browse page loads, then the static heading matches browse.tsx', () => {
    const browse = html.match(/<template id="rl-boot-browse">([\s\S]*?)<\/template>/)?.[1] ?? '';
    const route = squash(readFileSync(join(__dirname, 'app', 'routes', 'browse.tsx'), 'utf8'));
    const heading = browse.match(/<h1>([^<]+)<\/h1>/)?.[1];
    const lead = browse.match(/<p>([^<]+)<\/p>/)?.[1];
    expect(heading).toBe('Browse Listings');
    expect(route).toContain(`<Typography variant="h1" sx={{ mb: 1 }}> ${heading} </Typography>`);
    expect(route).toContain(`> ${lead} </Typography>`);
    expect(html).toContain(`'${paths.browse}': 'rl-boot-browse'`);
  });

  it('when any page loads, then the navbar frame links home', () => {
    const header = html.match(/<header class="rl-header">([\s\S]*?)<\/header>/)?.[1] ?? '';
    expect(header).toContain('href="/"');
    expect(header).toContain('Roomly');
  });
});
