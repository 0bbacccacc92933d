// Vite plugin: emotion inserts a component's styles while React renders the
// component, not in React's commit.
//
// With React 18+, emotion compiles (stylis) and inserts each new rule from
// `useInsertionEffect`, which runs inside the commit: one task that can't be
// split, holding every new rule of the page. On a page whose styles aren't in
// index.html's first paint (the sign-in pages, a listing, an ad) that was about
// 40% of the commit, the longest task of the page on a slow phone. Emotion's
// own fallback for React 17 and for the server (`syncFallback`) does the same
// work in render instead, which a transition renders in slices that yield to
// the browser. A render React throws away leaves its rules behind: harmless,
// they are the rules the next render needs.
//
// Build only: the dev server pre-bundles emotion without plugins, and the
// tests load it from node_modules as it is.
import type { Plugin } from 'vite';

const MODULE = /@emotion[\\/]use-insertion-effect-with-fallbacks[\\/]dist[\\/][^\\/]+\.js$/;
const ASSIGNMENT = /(var useInsertionEffectAlwaysWithSyncFallback = )[^;]+;/;

/** The module's code with its "always" hook set to the synchronous fallback. */
export function insertInRender(code: string, id: string): string {
  if (!ASSIGNMENT.test(code)) {
    throw new Error(
      `${id} no longer assigns useInsertionEffectAlwaysWithSyncFallback as web/build/emotion-styles-in-render.ts expects: update or remove that plugin`,
    );
  }
  return code.replace(ASSIGNMENT, '$1syncFallback;');
}

export function emotionStylesInRender(): Plugin {
  return {
    name: 'roomly:emotion-styles-in-render',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return MODULE.test(id) ? { code: insertInRender(code, id), map: null } : null;
    },
  };
}
