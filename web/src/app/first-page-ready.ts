import { muiThemeScope } from '@/app/theme/lazy-mui-theme-scope';
import { preloadRoute } from '@/app/router';

/** Longest wait for the first page's chunks before rendering whatever is there. */
const MAX_WAIT_MS = 4000;

/**
 * Resolves when the code of the page at `pathname` and Material UI's theme
 * scope are in, so the first render is the real page. Never rejects: a failed
 * chunk is the error view's to show (the page throws it), not a blank screen.
 */
export function whenFirstPageReady(pathname: string): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  return Promise.race([
    Promise.allSettled([preloadRoute(pathname), muiThemeScope]).then(() => undefined),
    timeout,
  ]);
}
