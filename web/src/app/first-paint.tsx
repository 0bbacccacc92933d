// index.html's first paint, rendered at build time from the app's own
// components and theme (web/build/first-paint.ts calls renderFirstPaint()
// through Vite's SSR module loading; nothing here ships to the browser):
// - the navbar on every page, on / its h1 and the carousel's first slide, on
//   /browse-listings and /room-wanted their headings, on the sign-in and
//   registration pages their cards' headings: each page's largest
//   paint, shown before any JavaScript runs and replaced by the identical
//   markup when React renders (a listing's page gets its own from the
//   function that serves it, and so does a Room wanted ad:
//   served-first-view.tsx);
// - the styles emotion generates for that markup, and the shell's colours
//   (layout.css's custom properties) from theme.ts, for light and dark;
// - the two small inline scripts that pick the theme before the first paint
//   and the page's markup (one <template> per page and theme).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ShellFrame } from '@/app/layout/app-layout';
import { BrowseFrame } from '@/app/routes/browse';
import { LOGIN_CARD } from '@/app/routes/auth/login';
import { REGISTER_CARD } from '@/app/routes/auth/register';
import { HomeFirstView } from '@/app/routes/home';
import { RoomWantedFrame } from '@/app/routes/room-wanted';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import { shellCssVariables } from '@/app/theme/theme';
import { ThemeModeContext } from '@/app/theme/theme-mode-context';
import {
  DARK_CLASS,
  DARK_QUERY,
  pageBackground,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from '@/app/theme/theme-storage';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { HERO_SIZES, HERO_SLIDES, heroSrcSet } from '@/features/home/components/hero-slides';
import { emotionStyleTags } from './server-styles';

export type FirstPaintPage = 'home' | 'browse' | 'room-wanted' | 'login' | 'register' | 'other';

/**
 * What each page shows before JavaScript, under the navbar, and the URL the
 * navbar is rendered at (its active link). Any page not named here gets the
 * navbar alone.
 */
const PAGES: Record<FirstPaintPage, { path: string; content: ReactNode }> = {
  home: { path: paths.home, content: <HomeFirstView /> },
  browse: { path: paths.browse, content: <BrowseFrame /> },
  'room-wanted': { path: paths.roomWanted, content: <RoomWantedFrame /> },
  // The sign-in and registration cards' headings; the form fills the card below them.
  login: { path: paths.login, content: <AuthCard {...LOGIN_CARD} /> },
  register: { path: paths.register, content: <AuthCard {...REGISTER_CARD} /> },
  // A URL no navbar link matches (no link is shown as the current page).
  other: { path: '/other', content: null },
};

export const FIRST_PAINT_PAGES = Object.keys(PAGES) as FirstPaintPage[];
export const THEME_MODES: ThemeMode[] = ['light', 'dark'];

/**
 * Pages whose first view is not built into index.html: the function that
 * serves a listing's /details/:id or a Room wanted ad's /room-wanted/:id
 * renders that one's first view into the page (served-first-view.tsx), and
 * the body script prefers it when it is there.
 */
export type ServedPage = 'details' | 'room-wanted-ad';
export const SERVED_PAGES: ServedPage[] = ['details', 'room-wanted-ad'];

/** A template's id. */
export const templateId = (page: FirstPaintPage | ServedPage, mode: ThemeMode) =>
  `rl-first-paint-${page}-${mode}`;

const noop = () => {};

type FrameProps = {
  path: string;
  mode: ThemeMode;
  /** The page's first view, under the navbar. */
  content: ReactNode;
  /** What the page's queries start with (served-first-view.tsx). */
  client?: QueryClient;
};

/**
 * The app as it first renders the page at `path` in `mode`, before the session
 * is known: AppLayout's ShellFrame and the route's first view, without the
 * footer (React adds it below, so nothing above it moves).
 */
export function FirstPaintFrame({ path, mode, content, client = new QueryClient() }: FrameProps) {
  // The app's providers (provider.tsx) as they are before any effect has run;
  // the session, from lib/session's default, is loading.
  return (
    <QueryClientProvider client={client}>
      <ThemeModeContext.Provider value={{ mode, setMode: noop, toggleMode: noop }}>
        <MemoryRouter initialEntries={[path]}>
          <ShellFrame>{content && <MuiThemeScope>{content}</MuiThemeScope>}</ShellFrame>
        </MemoryRouter>
      </ThemeModeContext.Provider>
    </QueryClientProvider>
  );
}

export function FirstPaint({ page, mode }: { page: FirstPaintPage; mode: ThemeMode }) {
  return <FirstPaintFrame mode={mode} {...PAGES[page]} />;
}

/** layout.css's custom properties for both modes: `:root` is light, `html.dark` dark. */
export function themeCss(): string {
  const block = (selector: string, mode: ThemeMode) =>
    `${selector} {\n${Object.entries(shellCssVariables(mode))
      .map(([name, value]) => `  ${name}: ${value};\n`)
      .join('')}  color-scheme: ${mode};\n}\n`;
  return block(':root', 'light') + block(`html.${DARK_CLASS}`, 'dark');
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Runs in <head> before anything paints: the stored theme, else the system's,
 * as the `dark` class and the page background (theme-storage.ts's logic); on /
 * it also starts the first slide's image, which the preload scanner can't see
 * inside a <template>.
 */
export function headScript(): string {
  const slide = HERO_SLIDES[0]!;
  return `
      (function () {
        var dark = false;
        try {
          var stored = localStorage.getItem(${json(THEME_STORAGE_KEY)});
          dark = stored === 'dark' || (stored !== 'light' && matchMedia(${json(DARK_QUERY)}).matches);
        } catch (e) {}
        var root = document.documentElement;
        var background = dark ? ${json(pageBackground.dark)} : ${json(pageBackground.light)};
        root.classList.toggle(${json(DARK_CLASS)}, dark);
        root.style.colorScheme = dark ? 'dark' : 'light';
        root.style.backgroundColor = background;
        document.querySelector('meta[name="theme-color"]').setAttribute('content', background);
        if (location.pathname === ${json(paths.home)}) {
          var hero = document.createElement('link');
          hero.rel = 'preload';
          hero.as = 'image';
          hero.type = 'image/avif';
          hero.fetchPriority = 'high';
          hero.imageSizes = ${json(HERO_SIZES)};
          hero.imageSrcset = ${json(heroSrcSet(slide.image, 'avif'))};
          document.head.appendChild(hero);
        }
      })();
    `;
}

/**
 * Runs right after the templates: puts this page's first view, in this theme,
 * into #root; a listing's or an ad's, when the function serving the page put
 * one in (a page carries one at most).
 */
export function bodyScript(): string {
  const pages = Object.fromEntries(
    FIRST_PAINT_PAGES.filter((page) => page !== 'other').map((page) => [PAGES[page].path, page]),
  );
  return `
      (function () {
        var page = ${json(pages)}[location.pathname] || 'other';
        var mode = document.documentElement.classList.contains(${json(DARK_CLASS)}) ? 'dark' : 'light';
        var served = ${json(SERVED_PAGES)};
        var template = null;
        for (var i = 0; i < served.length && !template; i++) {
          template = document.getElementById('rl-first-paint-' + served[i] + '-' + mode);
        }
        template = template || document.getElementById('rl-first-paint-' + page + '-' + mode);
        document.getElementById('root').appendChild(template.content.cloneNode(true));
      })();
    `;
}

/**
 * Until the app's code is in, a button can do nothing: `inert` keeps it from
 * taking taps, focus and a screen reader's attention (and a test from pressing
 * it) until React's identical, working one replaces it. Links work without
 * JavaScript and stay as they are.
 */
export const inertButtons = (html: string) => html.replace(/<button(?=[\s>])/g, '<button inert=""');

export type FirstPaintHtml = {
  /** For <head>: theme-color, the theme script, the shell's colours, emotion's styles. */
  head: string;
  /** For <body>, after #root: one template per page and theme, and the script picking one. */
  body: string;
  /** Each template's markup, by id (for tests). */
  templates: Record<string, string>;
};

export function renderFirstPaint(): FirstPaintHtml {
  // Emotion's default key, so the class names are the ones the app's own cache
  // computes: it adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const templates: Record<string, string> = {};
  for (const page of FIRST_PAINT_PAGES) {
    for (const mode of THEME_MODES) {
      templates[templateId(page, mode)] = inertButtons(
        renderToStaticMarkup(
          <CacheProvider value={cache}>
            <FirstPaint page={page} mode={mode} />
          </CacheProvider>,
        ),
      );
    }
  }
  const styles = emotionStyleTags(
    emotion.extractCriticalToChunks(Object.values(templates).join('')).styles,
  );
  const indent = (text: string) => text.replace(/^/gm, '    ');
  return {
    head: [
      `<meta name="theme-color" content="${pageBackground.light}" />`,
      `<script>${headScript()}</script>`,
      `<style>\n${indent(themeCss())}    </style>`,
      styles,
    ].join('\n    '),
    body: [
      ...Object.entries(templates).map(([id, html]) => `<template id="${id}">${html}</template>`),
      `<script>${bodyScript()}</script>`,
    ].join('\n    '),
    templates,
  };
}
