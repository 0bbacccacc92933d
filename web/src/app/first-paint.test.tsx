// index.html's first paint is generated from the app's components and theme
// (first-paint.tsx, written into the page by build/first-paint.ts). The
// visitor sees it until React renders, so React's first render must start
// with exactly this markup, and the colours must be the theme's.
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme, shellCssVariables } from '@/app/theme/theme';
import { pageBackground } from '@/app/theme/theme-storage';
import { paths } from '@/config/paths';
import { HERO_SLIDES, heroSrcSet } from '@/features/home/components/hero-slides';
import { cutTo, normalise, parse, renderApp, withoutApi } from '@/testing/first-paint-markup';
import {
  bodyScript,
  FIRST_PAINT_PAGES,
  headScript,
  renderFirstPaint,
  templateId,
  THEME_MODES,
  themeCss,
  type FirstPaintPage,
} from './first-paint';

const rendered = renderFirstPaint();
const webDir = join(__dirname, '..', '..');

/** A page's URL for each first paint: "other" stands for any page without its own. */
const URLS: Record<FirstPaintPage, string> = {
  home: paths.home,
  browse: paths.browse,
  'room-wanted': paths.roomWanted,
  login: paths.login,
  register: paths.register,
  other: '/no-such-page',
};

/** What the visitor waits for: the app has rendered the page itself. */
const pageRendered: Record<FirstPaintPage, () => Promise<unknown>> = {
  home: () => screen.findByRole('region', { name: 'Highlights' }),
  browse: () => screen.findByRole('search', { name: 'Filter listings' }),
  'room-wanted': () => screen.findByRole('search', { name: 'Filter Room wanted ads' }),
  login: () => screen.findByRole('form', { name: 'Sign in with email' }),
  register: () => screen.findByRole('form', { name: 'Register with email' }),
  other: () => screen.findByRole('heading', { name: 'Page not found' }),
};

describe('the first paint', () => {
  withoutApi();
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.className = '';
  });

  for (const page of FIRST_PAINT_PAGES) {
    for (const mode of THEME_MODES) {
      it(`when ${URLS[page]} opens in ${mode} mode, then React's first render starts with the static markup`, async () => {
        const expected = parse(rendered.templates[templateId(page, mode)]!);
        // The static copy's buttons wait for React's (see inertButtons).
        expected.querySelectorAll('button').forEach((button) => {
          expect(button).toHaveAttribute('inert');
          button.removeAttribute('inert');
        });
        const { container } = renderApp(URLS[page], mode);
        await pageRendered[page]();
        expect(normalise(cutTo(container, expected) as HTMLElement).innerHTML).toBe(
          expected.innerHTML,
        );
      });
    }
  }

  it('when / opens, then it shows the h1, the first slide with its priority image and both links', () => {
    const home = parse(rendered.templates[templateId('home', 'light')]!);
    const slide = HERO_SLIDES[0]!;
    expect(home.querySelector('main h1')).toHaveTextContent('Roomly: find rooms and roommates');
    expect(home.querySelector('section[aria-label="Highlights"] h2')).toHaveTextContent(
      slide.title,
    );
    const image = home.querySelector('img')!;
    expect(image).toHaveAttribute('alt', slide.alt);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(home.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      heroSrcSet(slide.image, 'avif'),
    );
    const links = [...home.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([paths.browse, paths.createListing]);
  });

  it('when /browse-listings opens, then it shows the heading and lead, and no image', () => {
    const browse = parse(rendered.templates[templateId('browse', 'light')]!);
    expect(browse.querySelector('main h1')).toHaveTextContent('Browse Listings');
    expect(browse.querySelector('main p')).toHaveTextContent(/Search rooms and roommates/);
    expect(browse.querySelector('img')).toBeNull();
  });

  it('when the head script runs with "dark" stored, then <html> is dark before anything paints', () => {
    // The elements React and Emotion put there stay theirs: put back after.
    const head = [...document.head.childNodes];
    document.head.innerHTML = '<meta name="theme-color" content="">';
    localStorage.setItem('theme', 'dark');
    try {
      new Function(headScript())();
      const root = document.documentElement;
      expect(root).toHaveClass('dark');
      expect(root.style.colorScheme).toBe('dark');
      expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        pageBackground.dark,
      );
      // On / it also preloads the first slide's image.
      const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
      expect(preload.as).toBe('image');
      // jsdom has no imageSrcset: the script's value stays on the object.
      expect((preload as { imageSrcset?: string }).imageSrcset).toBe(
        heroSrcSet(HERO_SLIDES[0]!.image, 'avif'),
      );
    } finally {
      localStorage.clear();
      document.head.replaceChildren(...head);
    }
  });

  it('when the body script runs, then #root gets the template of this page and theme', () => {
    document.body.innerHTML = `<div id="root"></div>${rendered.body.replace(/<script>[\s\S]*<\/script>/, '')}`;
    window.history.replaceState(null, '', paths.browse);
    document.documentElement.classList.add('dark');
    new Function(bodyScript())();
    expect(document.getElementById('root')!.innerHTML).toBe(
      rendered.templates[templateId('browse', 'dark')],
    );
    document.body.innerHTML = '';
  });

  it('when its templates are rendered, then none holds a template of its own: the function serving a listing drops them by that pattern', () => {
    for (const markup of Object.values(rendered.templates)) {
      expect(markup).not.toMatch(/<\/?template\b/);
    }
    expect(
      rendered.body.match(/<template id="rl-first-paint-[\w-]+">[\s\S]*?<\/template>/g),
    ).toHaveLength(Object.keys(rendered.templates).length);
  });

  it('when it is built, then its markup and styles come only from the generator', () => {
    expect(rendered.head).toContain(`<style>\n`);
    const source = readFileSync(join(webDir, 'index.html'), 'utf8');
    // No hand-written copy of the components or the theme left in the page itself.
    expect(source).not.toMatch(/#[0-9a-f]{3,8}\b|<header|<template|<style/i);
  });
});

describe('the theme’s colours', () => {
  it('when written for layout.css, then they are the Material UI theme’s', () => {
    for (const mode of THEME_MODES) {
      const { palette } = createAppTheme(mode);
      expect(shellCssVariables(mode)).toMatchObject({
        '--rl-bg': palette.background.default,
        '--rl-surface': palette.background.paper,
        '--rl-text': palette.text.primary,
        '--rl-text-2': palette.text.secondary,
        '--rl-primary': palette.primary.main,
        '--rl-on-primary': palette.primary.contrastText,
        '--rl-font': createAppTheme(mode).typography.fontFamily,
      });
    }
  });

  it('when layout.css uses a colour, then the generated CSS defines it in both modes', () => {
    const css = readFileSync(join(__dirname, 'layout', 'layout.css'), 'utf8');
    const used = new Set([...css.matchAll(/var\((--rl-[\w-]+)\)/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(5);
    const [light, dark] = themeCss().split('html.dark');
    for (const name of used) {
      expect(light).toContain(`${name}:`);
      expect(dark).toContain(`${name}:`);
    }
    // …and layout.css defines none of them itself.
    expect(css).not.toMatch(/--rl-[\w-]+\s*:/);
  });
});
