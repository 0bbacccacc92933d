// What the function serving a shared page (functions/src/share) puts into it:
// the page the app would first show, rendered from the app's own route in
// the app's providers as they are on its first render (the session loading,
// first-paint.tsx's FirstPaintFrame), with the visitor's answer in the query
// cache, in both themes, with the styles the shell lacks and the answer
// itself beside it. The app starts from the same answer, so React's first
// render is this markup and replaces it without a change. Used by
// details-first-view.tsx (a listing) and room-wanted-ad-first-view.tsx (a
// Room wanted ad); bundled for the function, never shipped to the browser.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import {
  FirstPaintFrame,
  inertButtons,
  templateId,
  THEME_MODES,
  type ServedPage,
} from './first-paint';
import { emotionStyleTags } from './server-styles';

export type ServedFirstView = {
  /** For <head>: the styles of the markup below that the page lacks. */
  head: string;
  /** For <body>, before index.html's templates: one per theme, and the page's data. */
  body: string;
  /** Each template's markup, by id (for tests). */
  templates: Record<string, string>;
};

/** What the function gives a page's renderer beside its answer (functions/src/share/first-view.ts). */
export type FirstViewContext = {
  /** When the answer was read (ms since the epoch). */
  renderedAt: number;
  /** Emotion style ids the page already has (index.html's first paint): not sent twice. */
  knownStyleIds?: Iterable<string>;
};

type Input = Pick<FirstViewContext, 'knownStyleIds'> & {
  /** Which template ids it gets (index.html's body script looks for them). */
  page: ServedPage;
  /** The route's pattern in the app's router, and the URL it is rendered at. */
  route: string;
  path: string;
  element: ReactElement;
  /** Puts the visitor's answer into the query cache the page renders from. */
  seed: (client: QueryClient) => void;
  /** The answer's data element (lib/first-view-data.ts). */
  data: string;
};

/** A <title> element (its text is escaped: no `<` inside). */
const TITLE = /<title>[^<]*<\/title>/g;
/**
 * The resource hints React's server renderer puts before the markup (a
 * `<link rel="preload" as="image">` for an <img> such as a seeker's photo):
 * not part of what the app renders into #root, so not part of the first view
 * (the <img> itself starts the download as soon as it is in the page).
 */
const HOISTED_LINKS = /^(?:<link\b[^>]*>)+/;

export function renderServedFirstView({
  page,
  route,
  path,
  element,
  seed,
  data,
  knownStyleIds = [],
}: Input): ServedFirstView {
  // Emotion's default key, so the class names are the ones the app computes.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const templates: Record<string, string> = {};
  for (const mode of THEME_MODES) {
    // What the app's query starts with: the same answer, as old as it is.
    const client = new QueryClient();
    seed(client);
    const html = renderToStaticMarkup(
      <CacheProvider value={cache}>
        <FirstPaintFrame
          path={path}
          mode={mode}
          client={client}
          content={
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          }
        />
      </CacheProvider>,
    );
    // The page's <title> belongs in <head>; in the browser React puts it
    // there too, so it is not in #root.
    templates[templateId(page, mode)] = inertButtons(
      html.replace(HOISTED_LINKS, '').replace(TITLE, ''),
    );
  }
  const known = new Set(knownStyleIds);
  const { styles } = emotion.extractCriticalToChunks(Object.values(templates).join(''));
  const head = emotionStyleTags(
    styles.map(({ key, ids }) => {
      const missing = ids.filter((id) => !known.has(id));
      const css = missing
        .map((id) => cache.inserted[id])
        .filter((rule) => typeof rule === 'string');
      return { key, ids: missing, css: css.join('') };
    }),
  );
  return {
    head,
    body: [
      ...Object.entries(templates).map(([id, html]) => `<template id="${id}">${html}</template>`),
      data,
    ].join(''),
    templates,
  };
}
