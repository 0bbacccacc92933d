import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppProvider, type AppRouter } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { RouteErrorBoundary } from '@/app/routes/route-error';

export function App() {
  return (
    <BrowserRouter>
      <Providers>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Providers>
    </BrowserRouter>
  );
}

/** The app's providers, given the router's current location and navigate. */
function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  const router = useMemo<AppRouter>(
    () => ({
      get state() {
        return { location: latest.current.location };
      },
      navigate: (to, options) => latest.current.navigate(to, options),
    }),
    [],
  );
  return <AppProvider router={router}>{children}</AppProvider>;
}
