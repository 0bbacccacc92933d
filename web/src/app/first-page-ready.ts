import { muiThemeScope } from '@/app/layout/app-layout';

type InitializingRouter = {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
};

/** Longest wait for the first page's chunks before rendering whatever is there. */
const MAX_WAIT_MS = 4000;

/**
 * Resolves when the router has loaded the first route's lazy module and
 * Material UI's theme scope is in, so the first render is the real page. Never
 * rejects: a failed chunk is the router's error page to show, not a blank screen.
 */
export function whenFirstPageReady(router: InitializingRouter): Promise<void> {
  const routeReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  return Promise.race([
    Promise.allSettled([routeReady, muiThemeScope]).then(() => undefined),
    timeout,
  ]);
}
