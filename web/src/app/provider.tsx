import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { ThemeModeProvider } from '@/app/theme/theme-mode-provider';
import { useThemeMode } from '@/app/theme/theme-mode-context';
import { paths } from '@/config/paths';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { AUTH_FAILED_MESSAGE, setUnauthorizedHandler } from '@/lib/api-client';
import { notify, onFirstToast } from '@/lib/notify';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { loginRedirectState } from '@/lib/redirect';
import type { QueryClient } from '@tanstack/react-query';

const Toaster = lazy(() => import('@/components/toaster'));

/** What the provider needs of the router: where the app is, and a way to go elsewhere. */
export type AppRouter = {
  state: { location: Location };
  navigate: (to: string, options: { state: unknown }) => unknown;
};

type Props = {
  children: ReactNode;
  /** Used to open the login page when the server rejects the session. */
  router: AppRouter;
  queryClient?: QueryClient;
};

export function AppProvider({ children, router, queryClient = defaultQueryClient }: Props) {
  // 401 from the API, or the session ending: say so and open the login page,
  // remembering where the user was.
  const onAuthFailure = useCallback(() => {
    notify.error(AUTH_FAILED_MESSAGE, { toastId: 'auth-failed' });
    const location = router.state.location;
    if (location.pathname.startsWith('/auth/')) return;
    void router.navigate(paths.login, { state: loginRedirectState(location) });
  }, [router]);

  useEffect(() => {
    setUnauthorizedHandler(onAuthFailure);
  }, [onAuthFailure]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <SessionProvider onAuthFailure={onAuthFailure}>
          {children}
          <DeferredToaster />
        </SessionProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}

/** The toast container (and react-toastify) arrive with the first toast. */
function DeferredToaster() {
  const { mode } = useThemeMode();
  const [ready, setReady] = useState(false);
  useEffect(() => onFirstToast(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={mode} />
    </Suspense>
  );
}
