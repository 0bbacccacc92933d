// A listing's first view in the page `/details/:id` answers with: the web
// app's own details page rendered for that listing (web/src/app/
// details-first-view.tsx, bundled into lib/first-view by this package's build),
// put where index.html's first paint is, with the listing it was rendered from.
// The page then paints the listing before any of the app's code has run.
//
// The renderer (React, Material UI) is a large module: it is imported on the
// first page that needs it, never when the function starts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Post } from '../contract/post';

/** What the renderer takes and gives (web/src/app/details-first-view.tsx). */
type RenderInput = { post: Post; renderedAt: number; knownStyleIds?: Iterable<string> };
export type RenderedFirstView = { head: string; body: string };
export type FirstViewRenderer = (input: RenderInput) => RenderedFirstView;

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
  'details-first-view.mjs',
);

let loading: Promise<FirstViewRenderer | null> | undefined;

/**
 * The renderer, loaded once. Null when the bundle is missing or broken: the
 * page is then served as before, with the navbar alone until the app renders.
 */
export function loadFirstViewRenderer(
  file: string = FIRST_VIEW_MODULE,
): Promise<FirstViewRenderer | null> {
  loading ??= import(pathToFileURL(file).href).then(
    (module: { renderDetailsFirstView?: FirstViewRenderer }) => {
      if (typeof module.renderDetailsFirstView !== 'function') {
        throw new Error(`${file} exports no renderDetailsFirstView`);
      }
      return module.renderDetailsFirstView;
    },
    (err: unknown) => {
      console.error('GET /details: the first view renderer could not be loaded:', err);
      return null;
    },
  );
  return loading;
}

/** Where index.html's first paint starts: its first template (web/src/app/first-paint.tsx). */
const FIRST_TEMPLATE = '<template id="rl-first-paint-';
const HEAD_END = /<\/head\s*>/i;

/** The emotion style ids the shell's first paint already has (`<style data-emotion="css a b">`). */
export function shellStyleIds(shell: string): string[] {
  return [...shell.matchAll(/<style data-emotion="[\w-]+ ([^"]*)"/g)].flatMap(([, ids]) =>
    ids!.split(' ').filter(Boolean),
  );
}

/**
 * `shell` with `post`'s first view: its styles at the end of <head>, its
 * templates and data before index.html's templates, where the page's inline
 * script (which picks a template) finds them. The shell unchanged when it has
 * no first paint to extend or the renderer fails.
 */
export function withFirstView(
  shell: string,
  post: Post,
  render: FirstViewRenderer,
  renderedAt: number = Date.now(),
): string {
  const at = shell.indexOf(FIRST_TEMPLATE);
  if (at === -1 || !HEAD_END.test(shell)) return shell;
  let view: RenderedFirstView;
  try {
    view = render({ post, renderedAt, knownStyleIds: shellStyleIds(shell) });
  } catch (err) {
    console.error(`GET /details/${post._id}: the first view could not be rendered:`, err);
    return shell;
  }
  // Functions, so `$` in a listing's text is never read as a replacement pattern.
  const body = `${shell.slice(0, at)}${view.body}${shell.slice(at)}`;
  return body.replace(HEAD_END, (end) => `${view.head}${end}`);
}
