// A listing's first view, rendered on the server: the function that serves
// /details/:id (functions/src/share) renders the page the app would first
// show for that listing into the document it sends, so a shared link paints
// the listing (title, rent, photo, facts, poster) before any JavaScript runs.
// The functions build bundles this entry with React and Material UI
// (web/vite.first-view.config.ts); nothing here ships to the browser.
//
// It renders the app's own details route, in the app's providers as they are
// on its first render (the session loading), with the visitor's answer in the
// query cache: the app starts from the same answer (first-view-post.ts), so
// React's first render is this markup and replaces it without a change.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import DetailsRoute from '@/app/routes/details';
import type { ThemeMode } from '@/app/theme/theme-storage';
import { paths } from '@/config/paths';
import { postKeys } from '@/features/listings/api/query-keys';
import { firstViewDataScript, type FirstViewPost } from '@/features/listings/api/first-view-post';
import type { Post } from '@/features/listings/types';
import { FirstPaintFrame, inertButtons, templateId, THEME_MODES } from './first-paint';

export type DetailsFirstViewInput = {
  /** `GET /posts/:id` as a signed-out visitor gets it. */
  post: Post;
  /** When it was read (ms since the epoch). */
  renderedAt: number;
  /** Emotion style ids the page already has (index.html's first paint): not sent twice. */
  knownStyleIds?: Iterable<string>;
};

export type DetailsFirstView = {
  /** For <head>: the styles of the markup below that the page lacks. */
  head: string;
  /** For <body>, before index.html's templates: one per theme, and the listing's data. */
  body: string;
  /** Each template's markup, by id (for tests). */
  templates: Record<string, string>;
};

/** A <title> element (its text is escaped: no `<` inside). */
const TITLE = /<title>[^<]*<\/title>/g;

function DetailsPage({ post, mode, client }: { post: Post; mode: ThemeMode; client: QueryClient }) {
  const path = paths.details(post._id);
  return (
    <FirstPaintFrame
      path={path}
      mode={mode}
      client={client}
      content={
        <Routes>
          <Route path="/details/:id" element={<DetailsRoute />} />
        </Routes>
      }
    />
  );
}

export function renderDetailsFirstView({
  post,
  renderedAt,
  knownStyleIds = [],
}: DetailsFirstViewInput): DetailsFirstView {
  const data: FirstViewPost = { post, renderedAt };
  // Emotion's default key, so the class names are the ones the app computes.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const templates: Record<string, string> = {};
  for (const mode of THEME_MODES) {
    // What the app's query starts with: the same answer, as old as it is.
    const client = new QueryClient();
    client.setQueryData(postKeys.detail(post._id, null), post, { updatedAt: renderedAt });
    const html = renderToStaticMarkup(
      <CacheProvider value={cache}>
        <DetailsPage post={post} mode={mode} client={client} />
      </CacheProvider>,
    );
    // The page's <title> belongs in <head>, where the function already put the
    // listing's; in the browser React puts it there too, so it is not in #root.
    templates[templateId('details', mode)] = inertButtons(html.replace(TITLE, ''));
  }
  const known = new Set(knownStyleIds);
  const { styles } = emotion.extractCriticalToChunks(Object.values(templates).join(''));
  const head = styles
    .map(({ key, ids }) => {
      const missing = ids.filter((id) => !known.has(id));
      const css = missing
        .map((id) => cache.inserted[id])
        .filter((rule) => typeof rule === 'string');
      return missing.length
        ? `<style data-emotion="${key} ${missing.join(' ')}">${css.join('')}</style>`
        : '';
    })
    .join('');
  return {
    head,
    body: [
      ...Object.entries(templates).map(([id, html]) => `<template id="${id}">${html}</template>`),
      firstViewDataScript(data),
    ].join(''),
    templates,
  };
}
