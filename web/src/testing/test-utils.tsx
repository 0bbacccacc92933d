// Helpers for component tests: the app's providers around a memory router,
// with a session the test controls (or the real SessionProvider).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeModeProvider } from '@/app/theme/theme-mode-provider';
import MuiThemeScope from '@/app/theme/mui-theme-scope';
import Toaster from '@/components/toaster';
import { PhoneVerificationProvider } from '@/features/phone/components/phone-verification';
import { mutationDefaults } from '@/lib/query-client';
import { SessionContext, type Session, type SessionUser } from '@/lib/session';

export const testUser: SessionUser = {
  uid: 'uid-1',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada Lovelace',
  backendPhotoURL: null,
  providerPhotoURL: null,
  lifestyle: [],
  phoneVerified: true,
};

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { ...mutationDefaults, retry: false } },
  });
}

/** A session whose value the test can change later with `setSession`. */
export function createSessionController(initial: Session) {
  let setter: ((s: Session) => void) | null = null;
  function ControlledSession({ children }: { children: ReactNode }) {
    const [session, setSession] = useState(initial);
    setter = setSession;
    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  }
  return {
    ControlledSession,
    setSession: (s: Session) => setter?.(s),
  };
}

type Options = {
  path?: string;
  state?: unknown;
  /** A fixed session; ignored when `wrapSession` is given. */
  session?: Session;
  /** Provides the session instead (e.g. the real SessionProvider or a controller). */
  wrapSession?: (children: ReactNode) => ReactNode;
  queryClient?: QueryClient;
  /** Also render the toast container, to assert on toasts. */
  withToaster?: boolean;
};

/**
 * Renders `routes` (or `ui` at `path`) in a memory router inside the app's
 * providers; returns the router to inspect `router.state.location`.
 */
export function renderWithApp(ui: ReactElement | RouteObject[], options: Options = {}) {
  const { path = '/', state, session = { user: null, loading: false }, wrapSession } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routes: RouteObject[] = Array.isArray(ui)
    ? ui
    : [
        {
          path: new URL(path, 'http://localhost').pathname,
          element: <MuiThemeScope>{ui}</MuiThemeScope>,
        },
        { path: '*', element: <div data-testid="elsewhere" /> },
      ];
  const url = new URL(path, 'http://localhost');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  });
  // As the app's layout does: any page may ask for a verified phone.
  const tree = (
    <PhoneVerificationProvider>
      <RouterProvider router={router} />
    </PhoneVerificationProvider>
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        {wrapSession ? (
          wrapSession(tree)
        ) : (
          <SessionContext.Provider value={session}>{tree}</SessionContext.Provider>
        )}
        {options.withToaster && <Toaster theme="light" />}
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Where the memory router is now, as a path. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
