// The first view in the pages the share router serves (`/details/:id`,
// `/room-wanted/:id`): the web app's own page rendered for that listing or ad
// (web/src/app/details-first-view.tsx, room-wanted-ad-first-view.tsx, bundled
// together into lib/first-view by this package's build), put where
// index.html's first paint is, with the answer it was rendered from. The page
// then paints the listing or ad before any of the app's code has run.
//
// The renderer (React, Material UI) is a large module: it is imported on the
// first page that needs it, never when the function starts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Listing } from '../contract/listing-wire';
import type { WantedAd } from '../contract/wanted-ad';

export type RenderedFirstView = { head: string; body: string };
/** What a first view is rendered with beside its ad: when the ad was read, the style ids the page has. */
export type FirstViewContext = { renderedAt: number; knownStyleIds?: Iterable<string> };
/** A kind's renderer (web/src/app/*-first-view.tsx): its ad under the kind's own key. */
type Renderer<Ad> = (input: Ad & FirstViewContext) => RenderedFirstView;
export type FirstViewRenderer = Renderer<{ post: Listing }>;
export type WantedAdFirstViewRenderer = Renderer<{ ad: WantedAd }>;

/** The bundle's renderers, as it exports them (web/src/app/first-views.ts): one per kind of ad. */
export type FirstViewRenderers = {
  renderDetailsFirstView: FirstViewRenderer;
  renderWantedAdFirstView: WantedAdFirstViewRenderer;
};
const RENDERERS = ['renderDetailsFirstView', 'renderWantedAdFirstView'] as const;

/**
 * The bundle, from `lib/share` (deployed) or `src/share` (tests) alike: both
 * are two levels below the package.
 */
export const FIRST_VIEW_MODULE = join(
  __dirname,
  '..',
  '..',
  'lib',
  'first-view',
  'first-views.mjs',
);

let loading: Promise<FirstViewRenderers | null> | undefined;

/**
 * The renderers, loaded once. Null when the bundle is missing or broken: the
 * pages are then served as before, with the navbar alone until the app renders.
 */
export function loadFirstViewRenderers(): Promise<FirstViewRenderers | null> {
  loading ??= import(pathToFileURL(FIRST_VIEW_MODULE).href).then(
    (module: Partial<FirstViewRenderers>) => {
      const missing = RENDERERS.filter((name) => typeof module[name] !== 'function');
      if (missing.length > 0)
        throw new Error(`${FIRST_VIEW_MODULE} lacks ${missing.join(' and ')}`);
      return module as FirstViewRenderers;
    },
    (err: unknown) => {
      console.error('The first view renderer could not be loaded:', err);
      return null;
    },
  );
  return loading;
}

/** Where index.html's first paint starts: its first template (web/src/app/first-paint.tsx). */
const FIRST_TEMPLATE = '<template id="rl-first-paint-';
/** One of index.html's first-paint templates (their markup holds no template of its own). */
const SHELL_TEMPLATE = /<template id="rl-first-paint-[\w-]+">[\s\S]*?<\/template>\s*/g;
const HEAD_END = /<\/head\s*>/i;

/** The emotion style ids the shell's first paint already has (`<style data-emotion="css a b">`). */
export function shellStyleIds(shell: string): string[] {
  return [...shell.matchAll(/<style data-emotion="[\w-]+ ([^"]*)"/g)].flatMap(([, ids]) =>
    ids!.split(' ').filter(Boolean),
  );
}

/**
 * `shell` with a first view: its styles at the end of <head>, its templates
 * and data in place of index.html's templates. The page's inline script picks
 * the first view's template whenever there is one, so the other pages' first
 * paints (a third of the document) would only be parsed and never shown.
 * `render` gets the style ids the shell already has. The shell unchanged when
 * it has no first paint to extend or the renderer fails (`what` names the
 * page in the log).
 */
export function withFirstView(
  shell: string,
  render: (knownStyleIds: string[]) => RenderedFirstView,
  what: string,
): string {
  const at = shell.indexOf(FIRST_TEMPLATE);
  if (at === -1 || !HEAD_END.test(shell)) return shell;
  let view: RenderedFirstView;
  try {
    view = render(shellStyleIds(shell));
  } catch (err) {
    console.error(`GET ${what}: the first view could not be rendered:`, err);
    return shell;
  }
  // Functions, so `$` in a listing's or ad's text is never read as a replacement pattern.
  const rest = shell.slice(at).replace(SHELL_TEMPLATE, '');
  const body = `${shell.slice(0, at)}${view.body}${rest}`;
  return body.replace(HEAD_END, (end) => `${view.head}${end}`);
}
